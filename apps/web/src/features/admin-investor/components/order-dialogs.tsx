import type { Order } from '@handlowo/contract';
import { Modal } from '@mantine/core';
import { AssignFreelancerModal, AssignGuardianModal } from '@/features/admin-assignment/index.ts';
import { adminModalTitles } from '@/features/admin-shell/modal-titles.ts';
import { FinishOrderBody } from './finish-order-body.tsx';
import { RateServiceForm } from './rate-service-form.tsx';

/** Which modal of the orders list is shown, by ids: the order is read from the latest F9 data. */
export type OrderDialog =
  | { kind: 'guardian'; orderId: number }
  | { kind: 'freelancer'; orderId: number; serviceId: number }
  | { kind: 'finish'; orderId: number }
  | { kind: 'rate'; orderId: number; serviceId: number };

/**
 * The orders list's modals. `dialog` stays set while a modal fades out (its body must not vanish
 * mid-transition); `opening` remounts the body, so every opening starts afresh.
 */
export function OrderDialogs({
  investorId,
  orders,
  dialog,
  opened,
  opening,
  close,
  onExited,
}: {
  investorId: number;
  orders: readonly Order[];
  dialog: OrderDialog | null;
  opened: boolean;
  opening: number;
  close: () => void;
  onExited: () => void;
}) {
  const order = dialog ? orders.find((o) => o.id === dialog.orderId) : undefined;
  if (!dialog || !order) return null;
  const service =
    'serviceId' in dialog
      ? order.orderActivities.find((s) => s.id === dialog.serviceId)
      : undefined;

  switch (dialog.kind) {
    case 'guardian':
      return (
        <AssignGuardianModal
          key={opening}
          opened={opened}
          onClose={close}
          investorId={investorId}
          order={order}
        />
      );
    case 'freelancer':
      return service ? (
        <AssignFreelancerModal
          key={opening}
          opened={opened}
          onClose={close}
          investorId={investorId}
          order={order}
          service={service}
        />
      ) : null;
    case 'finish':
      return (
        <Modal
          opened={opened}
          onClose={close}
          onExitTransitionEnd={onExited}
          title={adminModalTitles.finishOrder}
          size="md"
        >
          <FinishOrderBody key={opening} investorId={investorId} order={order} close={close} />
        </Modal>
      );
    case 'rate':
      return service ? (
        <Modal
          opened={opened}
          onClose={close}
          onExitTransitionEnd={onExited}
          title={adminModalTitles.rateOrder}
          size="lg"
        >
          <RateServiceForm
            key={opening}
            investorId={investorId}
            order={order}
            service={service}
            close={close}
          />
        </Modal>
      ) : null;
  }
}

import type { Order } from '@handlowo/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormErrorAlert } from '@/components/form/index.ts';
import { finishErrorText, useFinishOrder } from '../api/finish-order.ts';
import { detailTexts as t } from '../lib/detail-texts.ts';

/** The body of 'Zakończ zlecenie': G2 moves the active order to Zrealizowane. */
export function FinishOrderBody({
  investorId,
  order,
  close,
}: {
  investorId: number;
  order: Order;
  close: () => void;
}) {
  const finish = useFinishOrder(investorId);
  const number = order.investorOrderNumber;
  return (
    <Stack gap="md">
      <Text>
        {`Zlecenie nr ${number} otrzyma status „Zrealizowane”. Potem jego usługi będzie można ocenić, ale nie będzie już można zmieniać opiekuna ani freelancerów.`}
      </Text>
      <FormErrorAlert message={finish.error ? finishErrorText(finish.error) : null} />
      <Group justify="flex-end" gap="sm">
        {/* The safe choice has the focus: Enter right after opening keeps the order active. */}
        <Button variant="default" onClick={close} disabled={finish.isPending} data-autofocus>
          Anuluj
        </Button>
        <Button
          loading={finish.isPending}
          onClick={() =>
            finish.mutate(order.id, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t.finishedToast(number) });
                close();
              },
            })
          }
        >
          Zakończ zlecenie
        </Button>
      </Group>
    </Stack>
  );
}

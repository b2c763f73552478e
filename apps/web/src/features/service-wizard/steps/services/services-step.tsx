import {
  isOrderEditable,
  type OrderActivity,
  startDateToChoose,
  warsawToday,
  wizardMessages,
} from '@handlowo/contract';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { LazyBody } from '@/components/ui/lazy-body.tsx';
import { mainTasksQueryOptions } from '../../api/service-main-tasks.ts';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { useStepDialog } from '../../lib/use-step-dialog.ts';
import { wizardModalTitles } from '../../modal-titles.ts';
import type { WizardStepProps } from '../../types.ts';
import { DeleteServiceModalBody } from './delete-service-modal.tsx';
import { choosableTasks } from './service-form.ts';
import { ServiceList } from './service-list.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; service: OrderActivity }
  | { kind: 'delete'; service: OrderActivity };

// The add/edit form (date picker, dayjs' locale, number input, tabs, validation) loads when the
// modal first opens, not with the wizard.
const ServiceModalBody = lazy(() =>
  import('./service-modal.tsx').then((m) => ({ default: m.ServiceModalBody })),
);

const titleOf = {
  add: wizardModalTitles.addService,
  edit: wizardModalTitles.editService,
  delete: wizardModalTitles.deleteService,
} as const;

/**
 * Step 1 of the service wizard, "Usługi" (spec document 2 section 2): the order's services
 * (A10 `orderActivities`), added and edited in a two-tab modal. The next step needs one.
 */
export function ServicesStep({ order, onNext, onBack }: WizardStepProps) {
  const pipeline = order.pipeline;
  // E2 is the screen's source; the stage in A10 carries the same tasks, so the modal has them at
  // once and still works should E2 fail.
  const mainTasks = useQuery({ ...mainTasksQueryOptions(pipeline?.id ?? 0), enabled: !!pipeline });
  const allTasks = mainTasks.data ?? pipeline?.pipelineMainTasks ?? [];
  const services = order.orderActivities;
  const editable = isOrderEditable(order.orderStatus);
  const allChosen = choosableTasks(allTasks, services).length === 0;
  // A repeated order's services come with their start dates to choose again (issue 27).
  const today = warsawToday();
  const datesToChoose = services.filter((service) => startDateToChoose(order, service, today));

  const { dialog, opened, openings, addRef, open, close, exited } = useStepDialog<Dialog>();

  return (
    <Stack gap="lg">
      <Text>
        {pipeline
          ? `Wybierz zadania z etapu „${pipeline.name}”, które ma wykonać freelancer, i określ ich ilość, okres oraz termin rozpoczęcia.`
          : wizardMessages.pipelineMissing}
      </Text>
      {datesToChoose.length > 0 ? (
        <Alert color="yellow" variant="light" title="Wybierz nowe terminy rozpoczęcia">
          Termin rozpoczęcia minął dla usług: {datesToChoose.map((s) => s.name).join(', ')}. Kliknij
          „Edytuj” przy każdej z nich i wybierz nową datę, aby przejść dalej.
        </Alert>
      ) : null}
      <ServiceList
        services={services}
        onEdit={editable ? (service) => open({ kind: 'edit', service }) : undefined}
        onDelete={editable ? (service) => open({ kind: 'delete', service }) : undefined}
      />
      {!editable ? (
        <Text size="sm" c="dimmed">
          {wizardMessages.orderLocked}
        </Text>
      ) : pipeline ? (
        <Stack gap={4} align="flex-start">
          <Button
            ref={addRef}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            disabled={allChosen}
            onClick={() => open({ kind: 'add' })}
          >
            Dodaj usługę
          </Button>
          {allChosen ? (
            <Text size="sm" c="dimmed">
              Wszystkie usługi tego etapu lejka są już w Twoim zleceniu. Możesz je edytować lub
              usunąć.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Stack gap={4}>
        <WizardNav
          onBack={onBack}
          onNext={onNext}
          nextDisabled={services.length === 0 || datesToChoose.length > 0}
        />
        {services.length === 0 ? (
          <Text size="sm" c="dimmed" ta="right">
            Dodaj co najmniej jedną usługę, aby przejść dalej.
          </Text>
        ) : null}
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        onExitTransitionEnd={() =>
          exited(dialog?.kind === 'delete' && !services.includes(dialog.service))
        }
        title={dialog ? titleOf[dialog.kind] : ''}
        size={dialog?.kind === 'delete' ? 'sm' : 'lg'}
      >
        {dialog?.kind === 'add' ? (
          <LazyBody key={openings}>
            <ServiceModalBody tasks={choosableTasks(allTasks, services)} close={close} />
          </LazyBody>
        ) : dialog?.kind === 'edit' ? (
          <LazyBody key={openings}>
            <ServiceModalBody
              saved={dialog.service}
              tasks={choosableTasks(allTasks, services, dialog.service.id)}
              close={close}
            />
          </LazyBody>
        ) : dialog?.kind === 'delete' ? (
          <DeleteServiceModalBody key={openings} service={dialog.service} close={close} />
        ) : null}
      </Modal>
    </Stack>
  );
}

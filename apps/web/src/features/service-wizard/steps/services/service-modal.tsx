import '@mantine/core/styles/Tabs.css';
import type { OrderActivity } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '@/components/form/index.ts';
import { useAddService } from '../../api/service-add.ts';
import { useEditService } from '../../api/service-edit.ts';
import { serviceErrorText } from '../../api/service-save.ts';
import { ServiceDetailsFields } from './service-details-fields.tsx';
import {
  emptyServiceForm,
  type MainTask,
  type ServiceBody,
  ServiceForm,
  type ServiceFormInput,
  type ServiceFormOutput,
  serviceFormOf,
} from './service-form.ts';
import { ServiceTaskChoice } from './service-task-choice.tsx';

type Tab = 'task' | 'details';

const detailFields = ['amount', 'period', 'startDate', 'description'] as const;

/**
 * The body of 'Dodaj usługę' / 'Edytuj usługę': tab 01 chooses the main task, tab 02 sets the
 * details. Tab 02 opens only with a task chosen; a submit with errors shows the tab holding them.
 */
export function ServiceModalBody({
  saved,
  tasks,
  close,
}: {
  /** The service being edited; none when adding. */
  saved?: OrderActivity;
  /** The choosable tasks (free ones, plus the edited service's own). */
  tasks: readonly MainTask[];
  close: () => void;
}) {
  const edited = saved ?? null;
  // Editing starts on the details: the task is already chosen, the details are what usually change.
  const [tab, setTab] = useState<Tab>(edited ? 'details' : 'task');
  const add = useAddService();
  const edit = useEditService();
  const save = edited ? edit : add;
  const { control, handleSubmit, trigger } = useForm<ServiceFormInput, unknown, ServiceFormOutput>({
    resolver: zodResolver(ServiceForm),
    defaultValues: edited ? serviceFormOf(edited) : emptyServiceForm(),
  });

  /** Tab 02 needs a chosen task (spec: the tabs go in order). */
  async function openDetails() {
    if (await trigger('pipelineMainTaskId')) setTab('details');
  }

  const submit = handleSubmit(
    async (values) => {
      const body: ServiceBody = values;
      const name = tasks.find((t) => t.id === body.pipelineMainTaskId)?.name ?? '';
      try {
        if (edited) await edit.mutateAsync({ id: edited.id, body });
        else await add.mutateAsync(body);
      } catch {
        return; // The mutation's error is shown above the buttons.
      }
      notifications.show({
        color: 'green',
        message: edited ? `Zapisano zmiany w usłudze „${name}”` : `Dodano usługę „${name}”`,
      });
      close();
    },
    (errors) => {
      if (errors.pipelineMainTaskId) setTab('task');
      else if (detailFields.some((field) => errors[field])) setTab('details');
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={save.isPending} m={0} miw={0}>
        <Tabs
          // Both tabs stay on one row on a 375 px phone: each takes half and its label may wrap.
          styles={{
            list: { flexWrap: 'nowrap' },
            tab: { minWidth: 0, paddingInline: 'var(--mantine-spacing-xs)' },
            tabLabel: { whiteSpace: 'normal', textAlign: 'center' },
          }}
          value={tab}
          onChange={(value) => {
            if (value === 'task') setTab('task');
            else if (value === 'details') void openDetails();
          }}
        >
          <Tabs.List grow mb="md">
            <Tabs.Tab value="task">01 Wybierz usługę</Tabs.Tab>
            <Tabs.Tab value="details">02 Określ szczegóły</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="task">
            {tasks.length === 0 ? (
              <Text c="dimmed">Wszystkie usługi tego etapu lejka są już w Twoim zleceniu.</Text>
            ) : (
              <ServiceTaskChoice control={control} tasks={tasks} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="details">
            <ServiceDetailsFields control={control} />
          </Tabs.Panel>
        </Tabs>
      </Fieldset>
      <Stack gap="sm" mt="lg">
        <FormErrorAlert message={save.error ? serviceErrorText(save.error) : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={save.isPending}>
            Anuluj
          </Button>
          {/*
           * Two elements, not one whose type changes: 'Dalej' switches the tab while its click is
           * still being dispatched, and a button that became type="submit" by then would submit
           * the form, painting the untouched details red (issue 28).
           */}
          {tab === 'task' ? (
            <Button key="next" onClick={() => void openDetails()}>
              Dalej
            </Button>
          ) : (
            <Button key="submit" type="submit" loading={save.isPending}>
              {edited ? 'Edytuj usługę' : 'Dodaj usługę'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

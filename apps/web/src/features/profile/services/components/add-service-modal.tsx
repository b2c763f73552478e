import {
  type Activity,
  ActivityBody,
  type FreelancerActivity,
  profileMessages as m,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '../../edit-details/components/select-field.tsx';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { serviceCatalogueQueryOptions } from '../api/services.ts';
import { availableServices, type ServiceLevel, serviceLevelOptions } from '../lib/service-list.ts';

const body = ActivityBody.shape;
/** The selects hold strings; '' (nothing chosen) gives the spec's messages. */
export const AddServiceForm = z.object({
  activityId: z.string().min(1, m.serviceRequired).transform(Number).pipe(body.activityId),
  level: z.string().min(1, m.serviceLevelRequired).transform(Number).pipe(body.level),
});
type AddServiceFormInput = z.input<typeof AddServiceForm>;
type AddServiceFormValues = z.output<typeof AddServiceForm>;

export interface AddServiceModalProps {
  /** The services already on the list: only others can be chosen. */
  present: readonly FreelancerActivity[];
  onAdd: (activity: Activity, level: ServiceLevel) => void;
  close: () => void;
  submitLabel?: string;
  loading?: boolean;
}

/** 'Dodaj usługę': a service of the catalogue (B15) not yet on the list, and its level. */
export function AddServiceModal({
  present,
  onAdd,
  close,
  submitLabel = 'Dodaj',
  loading = false,
}: AddServiceModalProps) {
  const catalogue = useQuery(serviceCatalogueQueryOptions());
  const choices = availableServices(catalogue.data ?? [], present);
  const { control, handleSubmit } = useForm<AddServiceFormInput, unknown, AddServiceFormValues>({
    resolver: zodResolver(AddServiceForm),
    mode: 'onChange',
    defaultValues: { activityId: '', level: '' },
  });

  return (
    <form
      onSubmit={(event) => {
        // A stacked add must not submit the edit modal's form below it.
        event.stopPropagation();
        void handleSubmit((values) => {
          const activity = catalogue.data?.find((item) => item.id === values.activityId);
          if (activity) onAdd(activity, values.level as ServiceLevel);
        })(event);
      }}
      noValidate
    >
      <Stack gap="md">
        {catalogue.isSuccess && choices.length === 0 ? (
          <Text c="dimmed">Wszystkie usługi są już na liście</Text>
        ) : null}
        <SelectField
          control={control}
          name="activityId"
          label="Usługa"
          placeholder="Wybierz usługę"
          required
          searchable
          data={choices.map((activity) => ({ value: String(activity.id), label: activity.name }))}
        />
        <SelectField
          control={control}
          name="level"
          label="Poziom"
          placeholder="Wybierz poziom"
          required
          data={serviceLevelOptions}
        />
      </Stack>
      <ModalActions onCancel={close} submitLabel={submitLabel} loading={loading} />
    </form>
  );
}

import { type FreelancerData, WorkingDaysBody, weekday } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { updateWorkingDays } from '@/features/onboarding/freelancer/api/update-working-days.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { useProfileSave } from '../api/use-profile-save.ts';

const AvailabilityForm = z.object({ workingDays: WorkingDaysBody });
type AvailabilityFormValues = z.infer<typeof AvailabilityForm>;

interface AvailabilityModalProps {
  freelancer: FreelancerData;
  close: () => void;
}

/** 'Edytuj dostępność': the seven weekdays, at least one (B4). */
export function AvailabilityModal({ freelancer, close }: AvailabilityModalProps) {
  const save = useProfileSave(updateWorkingDays, close);
  const { control, handleSubmit } = useForm<AvailabilityFormValues>({
    resolver: zodResolver(AvailabilityForm),
    mode: 'onChange',
    defaultValues: { workingDays: freelancer.workingDays },
  });
  const { field, fieldState } = useController({ control, name: 'workingDays' });

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values.workingDays))} noValidate>
      <Fieldset variant="unstyled" disabled={save.isPending}>
        <Checkbox.Group
          label="Dni pracy"
          value={field.value}
          onChange={(days) => field.onChange(weekday.keys.filter((day) => days.includes(day)))}
          error={fieldState.error?.message}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {weekday.keys.map((day) => (
              <Checkbox key={day} value={day} label={weekday.labels[day]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Fieldset>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}

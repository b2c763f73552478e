import { type FreelancerData, profileMessages as m } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { workingHoursQueryOptions } from '@/features/onboarding/freelancer/api/get-working-hours.ts';
import { updateWorkingHours } from '@/features/onboarding/freelancer/api/update-working-hours.ts';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { useProfileSave } from '../api/use-profile-save.ts';
import { ChoiceCardsField } from '../components/choice-cards-field.tsx';

const WorkingHoursForm = z.object({ workingHour: z.string().min(1, m.workingHoursRequired) });
type WorkingHoursFormValues = z.infer<typeof WorkingHoursForm>;

interface WorkingHoursModalProps {
  freelancer: FreelancerData;
  close: () => void;
}

/** 'Edytuj dyspozycyjność czasową': one working-hours option, shown per week (B5, B6). */
export function WorkingHoursModal({ freelancer, close }: WorkingHoursModalProps) {
  const options = useQuery(workingHoursQueryOptions());
  const save = useProfileSave(updateWorkingHours, close);
  const { control, handleSubmit } = useForm<WorkingHoursFormValues>({
    resolver: zodResolver(WorkingHoursForm),
    mode: 'onChange',
    defaultValues: { workingHour: freelancer.workingHours ?? '' },
  });

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values.workingHour))} noValidate>
      <Fieldset variant="unstyled" disabled={save.isPending}>
        <AsyncContent query={options}>
          {(list) => (
            <ChoiceCardsField
              control={control}
              name="workingHour"
              label="Dyspozycyjność czasowa"
              options={list.map((option) => ({
                value: option.workingHour,
                title: `${option.description} / tydzień`,
              }))}
            />
          )}
        </AsyncContent>
      </Fieldset>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}

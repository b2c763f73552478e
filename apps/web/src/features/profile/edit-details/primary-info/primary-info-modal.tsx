import { experienceLevel, experienceLevelInfo, type FreelancerData } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/index.ts';
import { incomeGoalsQueryOptions } from '@/features/onboarding/freelancer/api/get-income-goals.ts';
import { specializationsQueryOptions } from '@/features/onboarding/freelancer/api/get-specializations.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { savePrimaryInfo } from '../api/primary-info.ts';
import { useProfileSave } from '../api/use-profile-save.ts';
import { SelectField } from '../components/select-field.tsx';
import {
  PrimaryInfoForm,
  type PrimaryInfoFormInput,
  type PrimaryInfoFormValues,
  primaryInfoDefaults,
} from './primary-info-form.ts';

const experienceOptions = experienceLevel.keys.map((key) => ({
  value: key,
  label: `${experienceLevel.labels[key]} (${experienceLevelInfo[key]})`,
}));

interface PrimaryInfoModalProps {
  freelancer: FreelancerData;
  close: () => void;
}

/** 'Edytuj dane podstawowe': validated on change, saved by five calls in the spec's order. */
export function PrimaryInfoModal({ freelancer, close }: PrimaryInfoModalProps) {
  const specializations = useQuery(specializationsQueryOptions());
  const incomeGoals = useQuery(incomeGoalsQueryOptions());
  const save = useProfileSave(savePrimaryInfo, close);
  const { control, handleSubmit } = useForm<PrimaryInfoFormInput, unknown, PrimaryInfoFormValues>({
    resolver: zodResolver(PrimaryInfoForm),
    mode: 'onChange',
    defaultValues: primaryInfoDefaults(freelancer),
  });

  const submit = handleSubmit((values) =>
    save.mutate({
      freelancerId: freelancer.id,
      ...values,
      specializationId: Number(values.specializationId),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={save.isPending}>
        <Stack gap="md">
          <SelectField
            control={control}
            name="specializationId"
            label="Specjalizacja"
            required
            searchable
            data={(specializations.data ?? []).map((option) => ({
              value: String(option.id),
              label: option.name,
            }))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={control}
              name="firstName"
              label="Imię"
              required
              autoComplete="given-name"
            />
            <TextField
              control={control}
              name="lastName"
              label="Nazwisko"
              required
              autoComplete="family-name"
            />
          </SimpleGrid>
          <TextField
            control={control}
            name="company"
            label="Firma"
            description="Opcjonalnie"
            autoComplete="organization"
          />
          <SelectField
            control={control}
            name="experienceLevel"
            label="Doświadczenie w sprzedaży"
            required
            data={experienceOptions}
          />
          <SelectField
            control={control}
            name="incomeGoal"
            label="Oczekiwane zarobki"
            required
            data={(incomeGoals.data ?? []).map((option) => ({
              value: option.incomeGoal,
              label: `${option.range} / tydzień`,
            }))}
          />
        </Stack>
      </Fieldset>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}

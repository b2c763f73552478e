import { companyDescriptionField, companySiteUrlField } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea } from '@mantine/core';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/form/index.ts';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { updateCompanyDescription } from '../api/update-company-description.ts';
import { updateCompanySiteUrl } from '../api/update-company-site-url.ts';
import type { InvestorStepProps } from '../types.ts';

const DESCRIPTION_MAX = 1000;

const companyDetailsStepSchema = z.object({
  companySiteUrl: companySiteUrlField,
  companyDescription: companyDescriptionField,
});
type CompanyDetailsStepValues = z.infer<typeof companyDetailsStepSchema>;

/**
 * Step 8 "Szczegóły" (C15, C16): the web address (required) and an optional description of up to
 * 1000 characters, validated on change; the description is sent only when non-empty.
 */
export function CompanyDetailsStep({ data }: InvestorStepProps) {
  const { next } = useOnboardingStepper();
  // One save for the step, so ['me'] is reloaded once, after both calls.
  const save = useAnswerMutation(
    async ({ companySiteUrl, companyDescription }: CompanyDetailsStepValues) => {
      await updateCompanySiteUrl(companySiteUrl);
      const text = companyDescription.trim();
      if (text !== '') await updateCompanyDescription(text);
    },
  );
  const form = useForm<CompanyDetailsStepValues>({
    resolver: zodResolver(companyDetailsStepSchema),
    mode: 'onChange',
    defaultValues: {
      companySiteUrl: data.companySiteUrl ?? '',
      companyDescription: data.companyDescription ?? '',
    },
  });
  const description = useController({ control: form.control, name: 'companyDescription' });

  const onSubmit = form.handleSubmit((values) => save.mutate(values, { onSuccess: next }));

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <Stack gap="md">
        <TextField
          control={form.control}
          name="companySiteUrl"
          label="Adres strony internetowej"
          placeholder="np. www.twojafirma.pl"
          withAsterisk
        />
        <Textarea
          label="Opis firmy"
          placeholder="Czym zajmuje się Twoja firma, komu sprzedaje, czego potrzebuje?"
          description={`${description.field.value.length} / ${DESCRIPTION_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={5}
          name={description.field.name}
          ref={description.field.ref}
          value={description.field.value}
          onChange={description.field.onChange}
          onBlur={description.field.onBlur}
          error={description.fieldState.error?.message}
        />
      </Stack>
      <StepActions
        disabled={!form.formState.isValid}
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}

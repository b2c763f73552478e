import { AccountDetailsForm, type AccountDetailsFormInput, isPhoneEmpty } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert, FormSuccessAlert, TextField } from '@/components/form/index.ts';
import { PhoneField } from '@/components/form/phone-field.tsx';
import { useUpdateDetails } from '../api/update-details.ts';
import { DETAILS_SAVED, settingsErrorText } from '../lib/texts.ts';

export interface DetailsFormProps {
  /** The saved details; `phone` is undefined for a role without one (freelancers). */
  initial: { firstName: string; lastName: string; company: string | null; phone?: string | null };
}

/** 'Dane podstawowe' of 'Edycja danych': names, company and (investors) phone. */
export function DetailsForm({ initial }: DetailsFormProps) {
  const titleId = useId();
  const withPhone = initial.phone !== undefined;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AccountDetailsFormInput>({
    resolver: zodResolver(AccountDetailsForm),
    mode: 'onTouched',
    defaultValues: {
      firstName: initial.firstName,
      lastName: initial.lastName,
      company: initial.company ?? '',
      phone: initial.phone ?? '',
    },
  });
  const save = useUpdateDetails();

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    save.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        company: values.company,
        // The mask leaves '+48' in an emptied field: that is no phone.
        ...(withPhone ? { phone: isPhoneEmpty(values.phone) ? null : values.phone } : {}),
      },
      { onError: (error) => setProblem(settingsErrorText(error)) },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Fieldset variant="unstyled" disabled={save.isPending}>
          <Stack gap="md">
            <Title order={2} size="h4" id={titleId}>
              Dane podstawowe
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                control={form.control}
                name="firstName"
                label="Imię"
                autoComplete="given-name"
              />
              <TextField
                control={form.control}
                name="lastName"
                label="Nazwisko"
                autoComplete="family-name"
              />
              <TextField
                control={form.control}
                name="company"
                label="Firma"
                description="Opcjonalnie"
                autoComplete="organization"
              />
              {withPhone ? (
                <PhoneField
                  control={form.control}
                  name="phone"
                  label="Numer telefonu"
                  description="Opcjonalnie"
                />
              ) : null}
            </SimpleGrid>
            <FormSuccessAlert message={save.isSuccess ? DETAILS_SAVED : null} />
            <FormErrorAlert message={problem} />
            <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'fit-content' }}>
              Zapisz dane
            </Button>
          </Stack>
        </Fieldset>
      </form>
    </Card>
  );
}

import { emailField, joinCompanyEmails, splitCompanyEmails } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useController, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { OptionCard } from '@/features/onboarding/shared/components/option-card.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { updateCompanyEmails } from '../api/update-company-emails.ts';
import { updateSalesDepartment } from '../api/update-sales-department.ts';
import type { InvestorStepProps } from '../types.ts';

/** The e-mails matter only with 'Tak'; blank inputs are ignored, the others must be e-mails. */
const salesDepartmentStepSchema = z
  .object({
    /** 'yes' / 'no'; '' until answered. */
    hasSalesDepartment: z.string().refine((value) => value === 'yes' || value === 'no'),
    emails: z.array(z.object({ value: z.string() })),
  })
  .superRefine((values, context) => {
    if (values.hasSalesDepartment !== 'yes') return;
    values.emails.forEach((email, index) => {
      if (email.value.trim() === '') return;
      const result = emailField.safeParse(email.value);
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          path: ['emails', index, 'value'],
          message: result.error.issues[0]?.message ?? '',
        });
      }
    });
  });
type SalesDepartmentStepInput = z.input<typeof salesDepartmentStepSchema>;
type SalesDepartmentStepValues = z.output<typeof salesDepartmentStepSchema>;

function initialAnswer(saved: boolean | null): string {
  if (saved === null) return '';
  return saved ? 'yes' : 'no';
}

/**
 * Step 3 "Dział sprzedaży" (C5, C6): 'Tak' reveals the saved e-mails plus one empty input. The
 * flag is saved first, then the e-mails, only for 'Tak' and a non-empty list.
 */
export function SalesDepartmentStep({ data }: InvestorStepProps) {
  const { next } = useOnboardingStepper();
  // One save for the step, so ['me'] is reloaded once, after both calls.
  const save = useAnswerMutation(
    async ({ flag, joined }: { flag: boolean; joined: string | null }) => {
      await updateSalesDepartment(flag);
      if (flag && joined !== null) await updateCompanyEmails(joined);
    },
  );
  const form = useForm<SalesDepartmentStepInput, unknown, SalesDepartmentStepValues>({
    resolver: zodResolver(salesDepartmentStepSchema),
    mode: 'onChange',
    defaultValues: {
      hasSalesDepartment: initialAnswer(data.salesDepartment),
      emails: [...splitCompanyEmails(data.companyEmails ?? ''), ''].map((value) => ({ value })),
    },
  });
  const answer = useController({ control: form.control, name: 'hasSalesDepartment' });
  const emails = useFieldArray({ control: form.control, name: 'emails' });

  const onSubmit = form.handleSubmit(({ hasSalesDepartment, emails: list }) => {
    const flag = hasSalesDepartment === 'yes';
    const joined = joinCompanyEmails(list.map((email) => email.value));
    save.mutate({ flag, joined }, { onSuccess: next });
  });

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <Radio.Group
        value={answer.field.value}
        onChange={answer.field.onChange}
        name={answer.field.name}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <OptionCard value="yes" title="Tak" />
          <OptionCard value="no" title="Nie" />
        </SimpleGrid>
      </Radio.Group>

      {answer.field.value === 'yes' ? (
        <Stack gap="sm" mt="xl">
          <Text fw={600}>Adresy e-mail działu sprzedaży</Text>
          <Text size="sm" c="dimmed">
            Podaj adresy osób, z którymi możemy się kontaktować w sprawie sprzedaży (opcjonalnie).
          </Text>
          {emails.fields.map((item, index) => (
            <Group key={item.id} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                style={{ flex: 1 }}
                type="email"
                label={`E-mail ${index + 1}`}
                placeholder="np. sprzedaz@twojafirma.pl"
                {...form.register(`emails.${index}.value`)}
                error={form.formState.errors.emails?.[index]?.value?.message}
              />
              {emails.fields.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={28}
                  size="lg"
                  aria-label={`Usuń e-mail ${index + 1}`}
                  onClick={() => emails.remove(index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => emails.append({ value: '' })}
            >
              Dodaj kolejny e-mail
            </Button>
          </Group>
        </Stack>
      ) : null}

      <StepActions
        disabled={!form.formState.isValid}
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}

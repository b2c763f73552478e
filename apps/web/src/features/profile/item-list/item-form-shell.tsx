import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormErrorAlert } from '@/components/form/index.ts';
import { ModalActions } from '../modals/modal-actions.tsx';
import { itemErrorText } from './save-error.ts';

interface ItemFormShellProps<TIn extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSave: (body: TOut) => void;
  pending: boolean;
  /** The failed save's error, if any: its text shows above the buttons. */
  error: unknown;
  close: () => void;
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The add and edit modals of an entry: the fields (which read the form through its context),
 * the error of a failed save and the modal's foot.
 */
export function ItemFormShell<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSave,
  pending,
  error,
  close,
  submitLabel,
  children,
}: ItemFormShellProps<TIn, TOut>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        <Fieldset variant="unstyled" disabled={pending}>
          <Stack gap="md">{children}</Stack>
        </Fieldset>
        {error ? (
          <Stack mt="md">
            <FormErrorAlert message={itemErrorText(error)} />
          </Stack>
        ) : null}
        <ModalActions onCancel={close} loading={pending} submitLabel={submitLabel} />
      </form>
    </FormProvider>
  );
}

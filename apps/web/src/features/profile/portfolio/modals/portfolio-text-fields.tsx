import { PORTFOLIO_INFO_MAX, type PortfolioFields } from '@handlowo/contract';
import { TextInput } from '@mantine/core';
import { type Control, useController } from 'react-hook-form';
import type { z } from 'zod';
import { TextareaField } from '@/components/form/textarea-field.tsx';

export type PortfolioTextsInput = z.input<typeof PortfolioFields>;
export type PortfolioTextsOutput = z.output<typeof PortfolioFields>;

/** A project's name (required, 50) and comment (optional, 150, with a live counter). */
export function PortfolioTextFields({
  control,
  disabled,
}: {
  control: Control<PortfolioTextsInput, unknown, PortfolioTextsOutput>;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'title' });
  return (
    <>
      <TextInput
        label="Nazwa projektu"
        withAsterisk
        name={field.name}
        ref={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
        disabled={disabled}
      />
      <TextareaField
        control={control}
        name="info"
        label="Komentarz"
        max={PORTFOLIO_INFO_MAX}
        disabled={disabled}
      />
    </>
  );
}

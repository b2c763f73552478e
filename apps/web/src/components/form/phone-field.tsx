import {
  nationalDigitsOfWholePhone,
  PHONE_MAX_LENGTH,
  PHONE_PLACEHOLDER,
} from '@handlowo/contract';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useIMask } from 'react-imask';

/** `+48` is fixed, nine digits follow in groups of three: '+48 123-456-789'. */
const PHONE_MASK = '+{48} 000-000-000';

export type PhoneFieldProps<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'
> & { control: Control<T>; name: Path<T> };

/**
 * Text reaching the mask at once (a paste, the browser's autofill, a value set by the form) that
 * is a whole Polish number in any notation becomes its nine national digits, so `0048511222333`
 * reads `+48 511-222-333` instead of `+48 004-851-122`. Anything else is left to the mask.
 */
const prepareWholeNumber = (chunk: string): string => nationalDigitsOfWholePhone(chunk) ?? chunk;

/**
 * The phone input of spec document 1 section 5: a forced +48 prefix (typing a digit inserts it),
 * digits grouped in threes, at most 17 characters. The mask owns the DOM value and reports every
 * accepted change to the form.
 */
export function PhoneField<T extends FieldValues>({ control, name, ...props }: PhoneFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { ref } = useIMask<HTMLInputElement>(
    { mask: PHONE_MASK, lazy: true, prepare: prepareWholeNumber },
    {
      defaultValue: typeof field.value === 'string' ? field.value : '',
      onAccept: (value) => field.onChange(value),
    },
  );

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      ref={ref}
      name={field.name}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

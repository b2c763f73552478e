import { TextInput, type TextInputProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type TextFieldProps<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & { control: Control<T>; name: Path<T> };

/** Mantine TextInput bound to a react-hook-form field; the error is the schema's message. */
export function TextField<T extends FieldValues>({ control, name, ...props }: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

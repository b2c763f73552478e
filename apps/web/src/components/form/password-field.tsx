import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type PasswordFieldProps<T extends FieldValues> = Omit<
  PasswordInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & { control: Control<T>; name: Path<T> };

/**
 * Mantine PasswordInput (with the show/hide toggle) bound to a react-hook-form field. The toggle's
 * default name is English ('Toggle password visibility'); ours is Polish, and its pressed state
 * (Mantine's `aria-pressed`) says whether the password is shown.
 */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: PasswordFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': 'Pokaż hasło',
        ...props.visibilityToggleButtonProps,
      }}
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

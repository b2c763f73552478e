import { Checkbox, type CheckboxProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type CheckboxFieldProps<T extends FieldValues> = Omit<
  CheckboxProps,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error'
> & { control: Control<T>; name: Path<T> };

/** Mantine Checkbox bound to a boolean react-hook-form field. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  ...props
}: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

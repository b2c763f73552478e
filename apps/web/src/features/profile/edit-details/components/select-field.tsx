import { Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type SelectFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  /** The form's control; its schema may transform the values (TOut). */
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  onValueChange?: (value: string) => void;
};

/**
 * Mantine Select bound to a react-hook-form string field; no choice is '' (the schema's
 * "required" message), and the error is the schema's message.
 */
export function SelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  onValueChange,
  ...props
}: SelectFieldProps<T, TOut>) {
  const { field, fieldState } = useController<T, Path<T>, TOut>({ control, name });
  return (
    <Select
      placeholder="Wybierz"
      nothingFoundMessage="Brak opcji"
      allowDeselect={false}
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value ? String(field.value) : null}
      onChange={(value) => {
        field.onChange(value ?? '');
        onValueChange?.(value ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

import { Textarea, type TextareaProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { characterCount } from './character-count.ts';

type TextareaFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextareaProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'description'
> & { control: Control<T, unknown, TOut>; name: Path<T>; max: number };

/** A Mantine Textarea bound to a form field, with the shared 'n / max' counter under it. */
export function TextareaField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  max,
  ...props
}: TextareaFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value: string = field.value ?? '';
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      {...props}
      {...characterCount(value, max)}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

// MultiSelect's chips: loaded with the product form, not on every page (app/mantine-styles.ts).
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import type { ProductFormInput } from '@handlowo/contract';
import {
  MultiSelect,
  type MultiSelectProps,
  Select,
  type SelectProps,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useController } from 'react-hook-form';
import { characterCount } from '@/components/form/character-count.ts';
import { TextareaField } from '@/components/form/textarea-field.tsx';
import { useProductFormContext } from './product-form-context.ts';

/*
 * The product modal's inputs bound to its react-hook-form form: Mantine's selects hold strings,
 * the form holds ids as numbers; the error is the contract's message. Every select has the spec's
 * placeholder 'Wybierz' and empty-list text 'Brak opcji'.
 */

type TextName = 'name' | 'description' | 'additionalNotes' | 'city';
type IdListName = 'sectorIds' | 'buyerPersonIds';

const selectTexts = { placeholder: 'Wybierz', nothingFoundMessage: 'Brak opcji' } as const;

export function CountedTextInput({
  name,
  max,
  ...props
}: Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: TextName;
  max: number;
}) {
  const { control } = useProductFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      {...characterCount(field.value, max)}
      error={fieldState.error?.message}
    />
  );
}

export function CountedTextarea({
  name,
  max,
  ...props
}: Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: TextName;
  max: number;
}) {
  const { control } = useProductFormContext();
  return (
    <TextareaField minRows={2} maxRows={6} {...props} control={control} name={name} max={max} />
  );
}

/** The sub-industry: one id or null. */
export function SubIndustrySelect(
  props: Omit<SelectProps, 'name' | 'value' | 'onChange' | 'error'>,
) {
  const { control } = useProductFormContext();
  const { field, fieldState } = useController({ control, name: 'subIndustryId' });
  return (
    <Select
      {...selectTexts}
      allowDeselect={false}
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value === null ? null : String(field.value)}
      onChange={(value) => field.onChange(value === null ? null : Number(value))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Several ids (sectors, buyer personas). */
export function IdMultiSelect({
  name,
  ...props
}: Omit<MultiSelectProps, 'name' | 'value' | 'onChange' | 'error'> & { name: IdListName }) {
  const { control } = useProductFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <MultiSelect
      {...selectTexts}
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value.map(String)}
      onChange={(values) => field.onChange(values.map(Number))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The company sizes: their `name` keys. */
export function CompanySizeMultiSelect(
  props: Omit<MultiSelectProps, 'name' | 'value' | 'onChange' | 'error'>,
) {
  const { control } = useProductFormContext();
  const { field, fieldState } = useController({ control, name: 'companySize' });
  return (
    <MultiSelect
      {...selectTexts}
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** The country or the voivodeship of the sales area: a key, '' when not chosen. */
export function AreaSelect({
  name,
  ...props
}: Omit<SelectProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: keyof Pick<ProductFormInput, 'country' | 'state'>;
}) {
  const { control } = useProductFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...selectTexts}
      allowDeselect={false}
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

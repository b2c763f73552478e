// MultiSelect's chips: loaded with the product form, not on every page (app/mantine-styles.ts).
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import type { ProductFormInput } from '@handlowo/contract';
import {
  MultiSelect,
  type MultiSelectProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useController } from 'react-hook-form';
import { useProductFormContext } from './product-form-context.ts';

/*
 * The product modal's inputs bound to its react-hook-form form: Mantine's selects hold strings,
 * the form holds ids as numbers; the error is the contract's message. Every select has the spec's
 * placeholder 'Wybierz' and empty-list text 'Brak opcji'.
 */

type TextName = 'name' | 'description' | 'additionalNotes' | 'city';
type IdListName = 'sectorIds' | 'buyerPersonIds';

const selectTexts = { placeholder: 'Wybierz', nothingFoundMessage: 'Brak opcji' } as const;

/** The characters typed out of the maximum, under the input: '12/50'. */
function counter(value: string, max: number): string {
  return `${value.length}/${max}`;
}

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
      description={counter(field.value, max)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
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
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={6}
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      description={counter(field.value, max)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={fieldState.error?.message}
    />
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

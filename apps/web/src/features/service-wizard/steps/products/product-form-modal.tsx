import {
  emptyProductForm,
  fromProduct,
  PRODUCT_NAME_MAX,
  PRODUCT_TEXT_MAX,
  type Product,
  ProductForm,
  type ProductFormInput,
  type ProductFormValues,
  toProductBody,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorAlert } from '@/components/form/index.ts';
import { ProductAreaFields } from './product-area-fields.tsx';
import { useProductDictionaries } from './product-dictionaries.ts';
import { productErrorText } from './product-error-text.ts';
import {
  CompanySizeMultiSelect,
  CountedTextarea,
  CountedTextInput,
  IdMultiSelect,
  SubIndustrySelect,
} from './product-inputs.tsx';
import {
  buyerPersonOptions,
  companySizeOptions,
  sectorOptions,
  subIndustryOptions,
} from './product-options.ts';
import { useProductSave } from './use-product-mutations.ts';

/**
 * The body of 'Dodaj produkt' (no `saved`, E9) or 'Edytuj produkt' (E10): every field of spec
 * document 2 section 5 "Wizard / Product", checked by the contract's ProductForm; the request
 * body comes from `toProductBody`.
 */
export function ProductFormModalBody({ saved, close }: { saved?: Product; close: () => void }) {
  const save = useProductSave(saved, close);
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(ProductForm),
    mode: 'onTouched',
    defaultValues: saved ? fromProduct(saved) : emptyProductForm,
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(toProductBody(values)))}>
        <Stack gap="md">
          <Fieldset variant="unstyled" disabled={save.isPending}>
            <ProductFields />
          </Fieldset>
          <FormErrorAlert message={save.error ? productErrorText(save.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              Anuluj
            </Button>
            <Button type="submit" loading={save.isPending}>
              {saved ? 'Zapisz zmiany' : 'Dodaj produkt'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

function ProductFields() {
  const { industries, sectors, sizes, persons } = useProductDictionaries();
  const targetOf = new Map(sizes.data?.map((size) => [size.name, size.target]));

  return (
    <Stack gap="md">
      <CountedTextInput name="name" max={PRODUCT_NAME_MAX} label="Nazwa produktu" required />
      <SubIndustrySelect
        label="Branża"
        required
        searchable
        data={subIndustryOptions(industries.data ?? [])}
      />
      <CountedTextarea name="description" max={PRODUCT_TEXT_MAX} label="Opis produktu" />
      <IdMultiSelect
        name="sectorIds"
        label="Sektor"
        required
        searchable
        data={sectorOptions(sectors.data ?? [])}
      />
      <CompanySizeMultiSelect
        label="Jak duże podmioty są Twoim celem?"
        required
        data={companySizeOptions(sizes.data ?? [])}
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {targetOf.get(option.value) ? (
              <Text size="xs" c="dimmed">
                {targetOf.get(option.value)}
              </Text>
            ) : null}
          </Stack>
        )}
      />
      <IdMultiSelect
        name="buyerPersonIds"
        label="Persona kupującego"
        required
        searchable
        data={buyerPersonOptions(persons.data ?? [])}
      />
      <CountedTextarea name="additionalNotes" max={PRODUCT_TEXT_MAX} label="Dodatkowe uwagi" />
      <ProductAreaFields />
    </Stack>
  );
}

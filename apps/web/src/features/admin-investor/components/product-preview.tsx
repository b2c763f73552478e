import type { Product } from '@handlowo/contract';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ChipList } from '@/components/ui/chip-list.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { productArea } from '@/lib/order-texts.ts';
import { useProduct } from '../api/get-product.ts';

const wrap = { overflowWrap: 'anywhere' } as const;
function Field({ label, children }: { label: string; children: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        style={{ ...wrap, whiteSpace: 'pre-line' }}
        c={children ? undefined : 'dimmed'}
      >
        {children || 'Brak'}
      </Text>
    </Stack>
  );
}

/** What the investor entered in the wizard, read-only: the body of 'Podgląd produktu' (F8). */
export function ProductPreview({ productId, fromList }: { productId: number; fromList?: Product }) {
  const { data: product, error } = useProduct(productId, fromList);
  if (!product) {
    return error ? (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(error)}
      </Alert>
    ) : (
      <Group justify="center" p="lg" role="status" aria-label="Ładowanie">
        <Loader />
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {`Produkt nr ${product.investorProductNumber}`}
        </Text>
        <Title order={3} size="h4" style={wrap}>
          {product.name}
        </Title>
      </Stack>
      <Field label="Branża">{product.subIndustry.name}</Field>
      <Field label="Opis produktu">{product.description}</Field>
      <ChipList
        label="Sektory"
        items={product.sectors.map((sector) => sector.name)}
        size="sm"
        emptyText="Brak"
      />
      <ChipList
        label="Wielkość firm"
        items={product.companySize.map((size) => size.description)}
        size="sm"
        emptyText="Brak"
      />
      <ChipList
        label="Persony kupujących"
        items={product.buyerPersons.map((person) => person.name)}
        size="sm"
        emptyText="Brak"
      />
      <Field label="Dodatkowe uwagi">{product.additionalNotes}</Field>
      <Field label="Obszar sprzedaży">{productArea(product)}</Field>
    </Stack>
  );
}

import type { Product } from '@handlowo/contract';
import { Stack, Text, Title } from '@mantine/core';
import { productArea } from '@/lib/order-texts.ts';
import { Fact } from './fact.tsx';

/** The investor's products as a brief lists them: what to sell, to whom and where. */
export function BriefProducts({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return <Text c="dimmed">Inwestor nie dodał jeszcze produktów.</Text>;
  return (
    <Stack gap="md">
      {products.map((product) => (
        <Stack key={product.id} gap={4}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Title>
          <Fact label="Podbranża" value={product.subIndustry.name} />
          <Fact label="Opis" value={product.description ?? ''} />
          <Fact
            label="Wielkość firm docelowych"
            value={product.companySize.map((size) => size.description || size.name).join(', ')}
          />
          <Fact
            label="Persony kupujących"
            value={product.buyerPersons.map((person) => person.name).join(', ')}
          />
          <Fact label="Sektory" value={product.sectors.map((sector) => sector.name).join(', ')} />
          <Fact label="Obszar sprzedaży" value={productArea(product)} />
          <Fact label="Dodatkowe informacje" value={product.additionalNotes ?? ''} />
        </Stack>
      ))}
    </Stack>
  );
}

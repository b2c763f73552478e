import { SEARCH_MAX } from '@handlowo/contract';
import { Anchor, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { productArea } from '@/lib/order-texts.ts';
import { counted } from '@/lib/plural.ts';
import { workspaceProductsQueryOptions } from '../api/get-workspace-products.ts';
import { productForms, workspaceTexts as t } from '../lib/workspace-texts.ts';
import { Fact } from './fact.tsx';
import { SectionState } from './section-state.tsx';

/** Produkty: what the freelancer sells or sold, searchable by name, each leading to its order. */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, isPending, isError } = useQuery(workspaceProductsQueryOptions(debounced));
  return (
    <Stack gap="lg">
      <Title order={1}>Produkty</Title>
      <TextInput
        label={t.searchLabel}
        type="search"
        value={search}
        maxLength={SEARCH_MAX}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      <SectionState
        isPending={isPending}
        isError={isError}
        isEmpty={data?.length === 0}
        empty={debounced ? t.noProductsFound : t.noProducts}
      >
        <Text size="sm" c="dimmed" role="status">
          {counted(data?.length ?? 0, productForms)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data?.map((product) => (
            <Paper key={product.id} component="article" withBorder radius="md" p="md">
              <Stack gap={4}>
                <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {product.name}
                </Title>
                <Fact label="Firma" value={product.investorCompany ?? ''} />
                <Fact label="Podbranża" value={product.subIndustry.name} />
                <Fact label="Opis" value={product.description ?? ''} />
                <Fact label="Obszar sprzedaży" value={productArea(product)} />
                <Anchor
                  component={Link}
                  to={paths.freelancer.orderById.to(product.orderActivityId)}
                  size="sm"
                  aria-label={`Zobacz zlecenie: ${product.name}`}
                >
                  Zobacz zlecenie
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </SectionState>
    </Stack>
  );
}

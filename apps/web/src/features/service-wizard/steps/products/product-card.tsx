import type { Product } from '@handlowo/contract';
import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ChipList } from '@/components/ui/chip-list.tsx';
import { productArea } from '@/lib/order-texts.ts';

const wrap = { overflowWrap: 'anywhere' } as const;
/** One product of the list: its number, name, sub-industry, area, chips and description. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  /** Omitted once the order can no longer change. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed">
              #{product.investorProductNumber}
            </Text>
            <Title order={2} size="h4" style={wrap}>
              {product.name}
            </Title>
          </Stack>
          {onEdit && onDelete ? (
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Edytuj produkt">
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Edytuj produkt: ${product.name}`}
                  onClick={onEdit}
                >
                  <IconPencil size={18} stroke={1.7} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Usuń produkt">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Usuń produkt: ${product.name}`}
                  onClick={onDelete}
                >
                  <IconTrash size={18} stroke={1.7} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : null}
        </Group>
        <Stack gap={2}>
          <Text size="sm" style={wrap}>
            <Text span c="dimmed" size="sm">
              Branża:{' '}
            </Text>
            {product.subIndustry.name}
          </Text>
          <Text size="sm" style={wrap}>
            <Text span c="dimmed" size="sm">
              Obszar sprzedaży:{' '}
            </Text>
            {productArea(product)}
          </Text>
        </Stack>
        <ChipList label="Sektory" items={product.sectors.map((sector) => sector.name)} />
        <ChipList
          label="Wielkość firm"
          items={product.companySize.map((size) => size.description)}
        />
        <ChipList
          label="Persony kupujących"
          items={product.buyerPersons.map((person) => person.name)}
        />
        {product.description ? (
          <Text size="sm" style={{ ...wrap, whiteSpace: 'pre-line' }}>
            {product.description}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

import type { Product } from '@handlowo/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { productArea } from '@/lib/order-texts.ts';

const wrap = { overflowWrap: 'anywhere' } as const;
/** A long option name wraps inside its chip instead of widening the card (375 px). */
const wrappingChip = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', ...wrap },
} as const;

function ChipLine({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((item) => (
          <Badge key={item} component="li" variant="light" tt="none" styles={wrappingChip}>
            {item}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

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
        <ChipLine label="Sektory" items={product.sectors.map((sector) => sector.name)} />
        <ChipLine
          label="Wielkość firm"
          items={product.companySize.map((size) => size.description)}
        />
        <ChipLine label="Buyer Persony" items={product.buyerPersons.map((person) => person.name)} />
        {product.description ? (
          <Text size="sm" style={{ ...wrap, whiteSpace: 'pre-line' }}>
            {product.description}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

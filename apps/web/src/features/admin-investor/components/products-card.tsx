import type { Product } from '@handlowo/contract';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { counted } from '@/lib/plural.ts';
import { productForms, detailTexts as t } from '../lib/detail-texts.ts';
import classes from './products-card.module.css';

/** The investor's products (F7): the count and the list; each opens its preview. */
export function ProductsCard({
  products,
  onPreview,
}: {
  products: readonly Product[];
  onPreview: (product: Product) => void;
}) {
  const heading = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={heading}>
            Produkty
          </Title>
          <Badge variant="light" tt="none">
            {counted(products.length, productForms)}
          </Badge>
        </Group>
        {products.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t.noProducts}
          </Text>
        ) : (
          <Stack
            component="ul"
            aria-labelledby={heading}
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {products.map((product) => (
              <li key={product.id}>
                <UnstyledButton
                  className={classes.product}
                  onClick={() => onPreview(product)}
                  aria-haspopup="dialog"
                >
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {`Produkt nr ${product.investorProductNumber}`}
                  </Text>
                  <Text fw={600} component="span" display="block" className={classes.name}>
                    {product.name}
                  </Text>
                  <Text size="sm" c="dimmed" component="span" display="block">
                    {product.subIndustry.name}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

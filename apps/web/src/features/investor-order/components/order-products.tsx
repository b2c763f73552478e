import type { Product } from '@handlowo/contract';
import { List, Paper, Stack, Text, Title } from '@mantine/core';

/** The products the freelancers sell, in short: the name and its sub-industry. */
export function OrderProducts({ products }: { products: readonly Product[] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Produkty
        </Title>
        {products.length === 0 ? (
          <Text c="dimmed">Nie dodano jeszcze produktów.</Text>
        ) : (
          <List spacing="xs">
            {products.map((product) => (
              <List.Item key={product.id}>
                <Text span fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {product.name}
                </Text>
                <Text span c="dimmed">
                  {' '}
                  · {product.subIndustry.name}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

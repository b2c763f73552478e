import type { Product } from '@handlowo/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { FormErrorAlert } from '@/components/form/index.ts';
import { productErrorText } from './product-error-text.ts';
import { useProductDelete } from './use-product-mutations.ts';

/** 'Usunąć produkt?': names the product; deleting (E11) needs the second click. */
export function DeleteProductModalBody({
  product,
  close,
}: {
  product: Product;
  close: () => void;
}) {
  const remove = useProductDelete(product, close);
  return (
    <Stack gap="md">
      <Text style={{ overflowWrap: 'anywhere' }}>
        Produkt „{product.name}” zniknie z Twojego zlecenia. Tej operacji nie można cofnąć.
      </Text>
      <FormErrorAlert message={remove.error ? productErrorText(remove.error) : null} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
          Nie usuwaj
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(undefined)}>
          Usuń produkt
        </Button>
      </Group>
    </Stack>
  );
}

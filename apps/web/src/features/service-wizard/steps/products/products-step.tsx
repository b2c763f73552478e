import { isOrderEditable, PRODUCTS_MAX, wizardMessages } from '@handlowo/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { useStepDialog } from '../../lib/use-step-dialog.ts';
import type { WizardStepProps } from '../../types.ts';
import { ProductCard } from './product-card.tsx';
import { usePrefetchProductDictionaries } from './product-dictionaries.ts';
import { type ProductDialog, ProductModal } from './product-modal.tsx';

/**
 * Step 2 of the service wizard (spec document 2 section 2): the investor's products (A10
 * `products`) with add, edit and delete. The next step, the summary, opens once there is one.
 */
export function ProductsStep({ data, order, onNext, onBack }: WizardStepProps) {
  const products = data.products;
  const editable = isOrderEditable(order.orderStatus);
  const atLimit = products.length >= PRODUCTS_MAX;
  usePrefetchProductDictionaries();

  const { dialog, opened, openings, addRef, open, close, exited } = useStepDialog<ProductDialog>();

  return (
    <Stack gap="lg">
      <Text>
        Opisz produkty lub usługi, które freelancerzy będą sprzedawać: komu, w jakiej branży i na
        jakim obszarze.
      </Text>
      {products.length === 0 ? (
        <Text c="dimmed">Nie dodano jeszcze żadnego produktu.</Text>
      ) : (
        <Stack
          component="ul"
          aria-label="Twoje produkty"
          gap="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={editable ? () => open({ kind: 'edit', product }) : undefined}
              onDelete={editable ? () => open({ kind: 'delete', product }) : undefined}
            />
          ))}
        </Stack>
      )}
      {editable ? (
        <Stack gap={4} align="flex-start">
          <Button
            ref={addRef}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            disabled={atLimit}
            onClick={() => open({ kind: 'add' })}
          >
            Dodaj produkt
          </Button>
          {atLimit ? (
            <Text size="sm" c="dimmed">
              {wizardMessages.productsLimit}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {wizardMessages.orderLocked}
        </Text>
      )}
      <Stack gap={4}>
        <WizardNav onBack={onBack} onNext={onNext} nextDisabled={products.length === 0} />
        {products.length === 0 ? (
          <Text size="sm" c="dimmed" ta="right">
            Dodaj co najmniej jeden produkt, aby przejść dalej.
          </Text>
        ) : null}
      </Stack>
      <ProductModal
        dialog={dialog}
        opened={opened}
        opening={openings}
        close={close}
        onExited={() => exited(dialog?.kind === 'delete' && !products.includes(dialog.product))}
      />
    </Stack>
  );
}

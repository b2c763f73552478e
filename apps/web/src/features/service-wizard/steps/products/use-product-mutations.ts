import type { Product, ProductRequest } from '@handlowo/contract';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { addProduct, deleteProduct, updateProduct } from '../../api/product-requests.ts';

/**
 * A product change: on success the investor's data (A10, the list) is refetched before the
 * modal closes, so the list already shows the change, and a notification confirms it.
 */
function useProductMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
  done: { message: string; close: () => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      notifications.show({ color: 'green', message: done.message });
      done.close();
    },
    onError: (error) => console.error('Zapis produktu nie powiódł się', error),
  });
}

/** E9 without `saved`, E10 with it. */
export function useProductSave(saved: Product | undefined, close: () => void) {
  return useProductMutation(
    (body: ProductRequest) => (saved ? updateProduct(saved.id, body) : addProduct(body)),
    { message: saved ? 'Zapisano zmiany w produkcie' : 'Dodano produkt', close },
  );
}

/** E11 */
export function useProductDelete(product: Product, close: () => void) {
  return useProductMutation(() => deleteProduct(product.id), {
    message: 'Usunięto produkt',
    close,
  });
}

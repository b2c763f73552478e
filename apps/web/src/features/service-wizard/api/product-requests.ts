import type { Product, ProductRequest } from '@handlowo/contract';
import { api } from '@/lib/api-client.ts';

/** E9 POST /products: the body names exactly one sales-area field. */
export function addProduct(body: ProductRequest): Promise<Product> {
  return api.post<Product>('/products', body);
}

/**
 * E10 PATCH /products/{id}: the whole form; the one area field sent replaces the saved area
 * (the server clears the other two).
 */
export function updateProduct(id: number, body: ProductRequest): Promise<null> {
  return api.patch<null>(`/products/${id}`, body);
}

/** E11 DELETE /products/{id} */
export function deleteProduct(id: number): Promise<null> {
  return api.delete<null>(`/products/${id}`);
}

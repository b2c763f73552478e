import type { ProductFormInput, ProductFormValues } from '@handlowo/contract';
import { useFormContext } from 'react-hook-form';

/** The product modal's form, from its FormProvider. */
export function useProductFormContext() {
  return useFormContext<ProductFormInput, unknown, ProductFormValues>();
}

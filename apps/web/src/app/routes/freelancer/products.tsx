import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { ProductsPage } from '@/features/freelancer-workspace/index.ts';

/** /freelancer/products: Produkty of the freelancer's orders (issue 25). */
export default function FreelancerProductsRoute() {
  return (
    <>
      <PageTitle title={titles.freelancer.products} />
      <ProductsPage />
    </>
  );
}

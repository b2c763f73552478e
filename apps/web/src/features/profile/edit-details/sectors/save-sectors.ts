import { updateSectors } from '@/features/onboarding/freelancer/api/update-sectors.ts';
import { updateTypeOfSales } from '@/features/onboarding/freelancer/api/update-type-of-sales.ts';

export interface SectorsChoice {
  typeOfSales: string;
  sectorIds: number[];
}

/** Type of sales first (B12), then the sectors in display order (B14): spec document 2 section 4. */
export async function saveSectors({ typeOfSales, sectorIds }: SectorsChoice): Promise<void> {
  await updateTypeOfSales(typeOfSales);
  await updateSectors(sectorIds);
}

/** The question the type-of-sales options answer (API.md 2.2). */
export const TYPE_OF_SALES_QUESTION = 'Czy oferowałeś swoje produkty firmom czy osobom prywatnym?';

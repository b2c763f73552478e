import { asc } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { buyerPersons, companySizes, sectors, subIndustries } from '../../../db/schema/index.ts';

/*
 * Test support: the seeded dictionary rows a product can name, and a valid E9 body built from
 * them. Read from the database, so the tests do not depend on E7/E8 or on seed ids.
 */

export interface ProductOptions {
  subIndustryIds: number[];
  sectorIds: number[];
  companySizeKeys: string[];
  buyerPersonIds: number[];
}

export async function readProductOptions(db: Executor): Promise<ProductOptions> {
  const [subs, sectorRows, sizes, persons] = await Promise.all([
    db.select({ id: subIndustries.id }).from(subIndustries).orderBy(asc(subIndustries.position)),
    db.select({ id: sectors.id }).from(sectors).orderBy(asc(sectors.position)),
    db.select({ key: companySizes.name }).from(companySizes).orderBy(asc(companySizes.position)),
    db.select({ id: buyerPersons.id }).from(buyerPersons).orderBy(asc(buyerPersons.position)),
  ]);
  const options = {
    subIndustryIds: subs.map((r) => r.id),
    sectorIds: sectorRows.map((r) => r.id),
    companySizeKeys: sizes.map((r) => r.key),
    buyerPersonIds: persons.map((r) => r.id),
  };
  for (const [list, values] of Object.entries(options)) {
    if (values.length < 3) throw new Error(`the reference seed has fewer than 3 ${list}`);
  }
  return options;
}

/** A valid E9 request body (as a client sends it): country, two of each list. */
export function productRequest(options: ProductOptions) {
  return {
    name: 'CRM dla biur rachunkowych',
    subIndustryId: options.subIndustryIds[0] as number,
    description: 'System do obsługi klientów biura rachunkowego.',
    sectorIds: options.sectorIds.slice(0, 2),
    companySize: options.companySizeKeys.slice(0, 2),
    buyerPersonIds: options.buyerPersonIds.slice(0, 2),
    additionalNotes: 'Najlepiej sprzedaje się biurom do 10 osób.',
    country: 'POLAND',
  };
}

import { z } from 'zod';
import { idField } from '../common/fields.ts';
import type { Product } from './schemas.ts';
import {
  PRODUCT_TEXT_MAX,
  productCityField,
  productCountryField,
  productNameField,
  productStateField,
  wizardMessages,
} from './wizard.ts';

/*
 * The wizard's product modal (spec document 2 section 5 "Wizard / Product", API.md E9, E10): the
 * form's values, its schema (the request fields of wizard.ts and their Polish messages) and the
 * two conversions, form → request body and saved product → form.
 */

const m = wizardMessages;

/** The sales area is one of three; the form keeps the choice and a value for each kind. */
export const SALES_AREA_KINDS = ['COUNTRY', 'STATE', 'CITY'] as const;
export type SalesAreaKind = (typeof SALES_AREA_KINDS)[number];
export const salesAreaKindLabels: Record<SalesAreaKind, string> = {
  COUNTRY: 'Kraj',
  STATE: 'Województwo',
  CITY: 'Miasto',
};

/**
 * The values as the inputs hold them: texts '' when empty, no sub-industry `null`, lists `[]`.
 * Only the value of the chosen `area` is read; the other two stay '' (switching clears them).
 */
export interface ProductFormInput {
  name: string;
  subIndustryId: number | null;
  description: string;
  sectorIds: number[];
  companySize: string[];
  buyerPersonIds: number[];
  additionalNotes: string;
  area: SalesAreaKind;
  country: string;
  state: string;
  city: string;
}

/** The request body of E9 and E10: the whole product with exactly one sales-area field. */
export type ProductRequest = {
  name: string;
  subIndustryId: number;
  description: string | null;
  sectorIds: number[];
  companySize: string[];
  buyerPersonIds: number[];
  additionalNotes: string | null;
} & ({ country: 'POLAND' } | { state: string } | { city: string });

const areaFieldOf = {
  COUNTRY: { key: 'country', schema: productCountryField },
  STATE: { key: 'state', schema: productStateField },
  CITY: { key: 'city', schema: productCityField },
} as const;

/**
 * `productTextField` for an input that always holds a string (its input type also admits null
 * and undefined, which the form's values never are): blank becomes null.
 */
const formTextField = z
  .string()
  .trim()
  .max(PRODUCT_TEXT_MAX, m.descriptionMax)
  .transform((text) => (text ? text : null));

/**
 * The form's schema. The lists are checked only for "at least one": their ids come from the
 * dictionaries, so the request schema's duplicate and range checks cannot fail here. The chosen
 * area's value gets its own message ('Wybierz kraj', 'Wybierz województwo', 'Podaj miasto').
 */
export const ProductForm = z
  .object({
    name: productNameField,
    // Spec: the sub-industry's "required" message is 'Wybierz sektor', as for the sectors.
    subIndustryId: idField
      .nullable()
      .refine((id) => id !== null, m.subIndustryRequired)
      .transform((id) => id as number),
    description: formTextField,
    sectorIds: z.array(idField).min(1, m.sectorRequired),
    companySize: z.array(z.string()).min(1, m.companySizeRequired),
    buyerPersonIds: z.array(idField).min(1, m.buyerPersonRequired),
    additionalNotes: formTextField,
    area: z.enum(SALES_AREA_KINDS),
    country: z.string(),
    state: z.string(),
    city: z.string(),
  })
  // A refinement, not a transform: it runs (and shows its message) while other fields are wrong.
  .superRefine((values, ctx) => {
    const { key, schema } = areaFieldOf[values.area];
    const parsed = schema.safeParse(values[key]);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? m.areaRequired;
      ctx.addIssue({ code: 'custom', message, path: [key] });
    }
  })
  .transform(({ area, country, state, city, ...rest }) => {
    const { key, schema } = areaFieldOf[area];
    // Checked above; parse again for the normalised value (a trimmed city, a state key).
    const areaValue: string = schema.parse({ country, state, city }[key]);
    return { ...rest, area, areaValue };
  });
export type ProductFormValues = z.output<typeof ProductForm>;

/** An empty form: the country is the first area, not chosen yet (its message can show). */
export const emptyProductForm: ProductFormInput = {
  name: '',
  subIndustryId: null,
  description: '',
  sectorIds: [],
  companySize: [],
  buyerPersonIds: [],
  additionalNotes: '',
  area: 'COUNTRY',
  country: '',
  state: '',
  city: '',
};

/** The values after choosing another area: all three area values start empty again (spec). */
export function withSalesArea<T extends Pick<ProductFormInput, 'area'>>(
  values: T,
  area: SalesAreaKind,
): T & Pick<ProductFormInput, 'country' | 'state' | 'city'> {
  return { ...values, area, country: '', state: '', city: '' };
}

/**
 * The E9/E10 body: every field (empty optional texts as null, so an edit clears them) and only
 * the chosen area's field, which makes the server clear the other two.
 */
export function toProductBody(form: ProductFormValues): ProductRequest {
  const { area, areaValue, ...fields } = form;
  if (area === 'COUNTRY') return { ...fields, country: 'POLAND' };
  if (area === 'STATE') return { ...fields, state: areaValue };
  return { ...fields, city: areaValue };
}

/** The edit form of a saved product (A10's `products`). */
export function fromProduct(product: Product): ProductFormInput {
  const area: SalesAreaKind = product.country ? 'COUNTRY' : product.state ? 'STATE' : 'CITY';
  return {
    name: product.name,
    subIndustryId: product.subIndustry.id,
    description: product.description ?? '',
    sectorIds: product.sectors.map((sector) => sector.id),
    companySize: product.companySize.map((size) => size.name),
    buyerPersonIds: product.buyerPersons.map((person) => person.id),
    additionalNotes: product.additionalNotes ?? '',
    area,
    country: product.country ?? '',
    state: product.state ?? '',
    city: product.city ?? '',
  };
}

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { buyerPersons, companySizes, sectors, states, subIndustries } from './reference-data.ts';
import { users } from './users.ts';

/**
 * What an investor sells (E9–E11), the brief for the freelancers of its orders. Numbered 1, 2, …
 * per investor from the counter on the investor's row, so a number is never reused.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorProductNumber: integer('investor_product_number').notNull(),
    name: text('name').notNull(),
    subIndustryId: integer('sub_industry_id')
      .notNull()
      .references(() => subIndustries.id),
    description: text('description'),
    additionalNotes: text('additional_notes'),
    /** The sales area: exactly one of country, state and city. */
    country: text('country').$type<'POLAND'>(),
    state: text('state').references(() => states.state),
    city: text('city'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_investor_number_key').on(t.investorId, t.investorProductNumber),
    check('products_one_area_check', sql`num_nonnulls(${t.country}, ${t.state}, ${t.city}) = 1`),
  ],
);

export type ProductRow = typeof products.$inferSelect;

const product = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/* A product's choices, in the order the client sent them (API.md 1.6). */

export const productSectors = pgTable(
  'product_sectors',
  {
    productId: product(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sectorId] })],
);

export const productCompanySizes = pgTable(
  'product_company_sizes',
  {
    productId: product(),
    companySize: text('company_size')
      .notNull()
      .references(() => companySizes.name),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.companySize] })],
);

export const productBuyerPersons = pgTable(
  'product_buyer_persons',
  {
    productId: product(),
    buyerPersonId: integer('buyer_person_id')
      .notNull()
      .references(() => buyerPersons.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.buyerPersonId] }),
    index('product_buyer_persons_buyer_person_id_idx').on(t.buyerPersonId),
  ],
);

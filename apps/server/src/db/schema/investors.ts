import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  activityDestinies,
  businessTypes,
  employeeCountRanges,
  goToMarketStrategies,
  investorRoles,
  organizationStages,
} from './reference-data.ts';
import { users } from './users.ts';

/**
 * An investor's onboarding answers and registration consents, one row per INVESTOR user (the
 * temporary one included). Created lazily by the first save; deleted with the user, which is how
 * the clean-up of stale temporary investors removes their answers.
 */
export const investors = pgTable('investors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  activityDestiny: text('activity_destiny').references(() => activityDestinies.name),
  organizationStage: text('organization_stage').references(() => organizationStages.name),
  /** null = not answered yet; the client tests `=== null` (API.md 3.1). */
  salesDepartment: boolean('sales_department'),
  /** Normalised comma-joined list, as the client reads it back. */
  companyEmails: text('company_emails'),
  goToMarketStrategy: text('go_to_market_strategy').references(() => goToMarketStrategies.name),
  businessType: text('business_type').references(() => businessTypes.name),
  investorRole: text('investor_role').references(() => investorRoles.name),
  employeeCountRange: text('employee_count_range').references(() => employeeCountRanges.name),
  companySiteUrl: text('company_site_url'),
  companyDescription: text('company_description'),
  /** When the temporary investor accepted the privacy policy and the regulations (A8). */
  privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
  regulationsAcceptedAt: timestamp('regulations_accepted_at', { withTimezone: true }),
  /** When the temporary investor became a real one (A8). */
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  /** The last product number given out (E9); numbers are never reused. */
  lastProductNumber: integer('last_product_number').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

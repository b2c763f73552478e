// Every table, so that drizzle-kit and the typed `db.query` see the whole schema.
export * from './conversations.ts';
export * from './email-domain-counts.ts';
export * from './email-verification-tokens.ts';
export * from './freelancers.ts';
export * from './investors.ts';
export * from './jobs.ts';
export * from './list-counts.ts';
export * from './media.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './password-tokens.ts';
export * from './products.ts';
export * from './profile-items.ts';
export * from './rate-limits.ts';
export * from './reference-data.ts';
export * from './reviews.ts';
export * from './users.ts';

/**
 * Every table, from the file of the area that owns it (the only area whose repository writes it;
 * `scripts/check-imports.ts` holds that). drizzle-kit reads this index; no schema file imports it.
 */
export * from './schema-audit.ts';
export * from './schema-auth.ts';
export * from './schema-backups.ts';
export * from './schema-companies.ts';
export * from './schema-content.ts';
export * from './schema-contracts.ts';
export * from './schema-debt-letters.ts';
export * from './schema-debts.ts';
export * from './schema-deferred-payments.ts';
export * from './schema-engagement.ts';
export * from './schema-files.ts';
export * from './schema-integrations.ts';
export * from './schema-locations.ts';
export * from './schema-media.ts';
export * from './schema-notifications.ts';
export * from './schema-orders.ts';
export * from './schema-organization.ts';
export * from './schema-patients.ts';
export * from './schema-platform.ts';
export * from './schema-popup.ts';
export * from './schema-products.ts';
export * from './schema-renames.ts';
export * from './schema-shell.ts';
export * from './schema-tendering.ts';

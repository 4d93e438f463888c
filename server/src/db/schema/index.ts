/**
 * The whole database schema as one object: drizzle-kit reads this file to generate migrations and
 * `drizzle()` takes it for typed queries. The only barrel in the project, because drizzle needs it.
 */
export * from './activity-logs';
export * from './appointments';
export * from './auth';
export * from './columns';
export * from './contacts';
export * from './contracts';
export * from './documents';
export * from './invoices';
export * from './offers';
export * from './orders';
export * from './organisations';
export * from './platform';
export * from './refrigerant';
export * from './service-objects';
export * from './statistics';
export * from './synchronization';
export * from './tasks';
export * from './timeline';
export * from './users-roles';

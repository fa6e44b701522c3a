// Drizzle needs every table in one object; this is the one place that gathers them.
export * from './identity.ts';

// Drizzle needs every table in one object; this is the one place that gathers them.

export * from './activity.ts';
export * from './bookings.ts';
export * from './budget.ts';
export * from './catalogues.ts';
export * from './credit-notes.ts';
export * from './files.ts';
export * from './flat-rate-payments.ts';
export * from './freelancers.ts';
export * from './identity.ts';
export * from './invitations.ts';
export * from './mail.ts';
export * from './messaging.ts';
export * from './notifications.ts';
export * from './organisation.ts';
export * from './projects.ts';
export * from './reports.ts';
export * from './time-records.ts';

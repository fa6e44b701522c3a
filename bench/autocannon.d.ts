/** autocannon ships no type declarations; the benches use a handful of its result fields. */
declare module 'autocannon';

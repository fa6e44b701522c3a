/**
 * Facts a module announces once its change has committed, for other modules to react to without knowing its
 * routes or tables. Delivery is in-process and awaited: a service publishes after its transaction and before it
 * answers, so whoever reads next already sees what the subscribers did.
 */
export type DomainEvent =
  /**
   * Commissioned or cleared cost of an agency may have grown: a booking created, edited (resubmitted) or
   * approved; a time record recorded, corrected or reviewed; a flat-rate payment recorded, corrected or reviewed.
   */
  { type: 'costChanged'; agencyId: number };

type Handler<Type extends DomainEvent['type']> = (event: Extract<DomainEvent, { type: Type }>) => Promise<void>;

export type DomainEvents = {
  subscribe: <Type extends DomainEvent['type']>(type: Type, handler: Handler<Type>) => void;
  /**
   * Runs every subscriber of the event's type, one after another. Call it only after the change committed. A
   * failing subscriber is logged, never thrown: the change itself stands, its answer must not become an error.
   */
  publish: (event: DomainEvent) => Promise<void>;
};

export function createDomainEvents(logError: (error: unknown, message: string) => void): DomainEvents {
  // Filed by type: a handler only ever receives events of the type it subscribed to.
  const handlers = new Map<DomainEvent['type'], ((event: DomainEvent) => Promise<void>)[]>();
  return {
    subscribe: (type, handler) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler as unknown as (event: DomainEvent) => Promise<void>]);
    },
    publish: async (event) => {
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          logError(error, `${event.type} subscriber failed`);
        }
      }
    },
  };
}

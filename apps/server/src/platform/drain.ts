import type { FastifyInstance } from 'fastify';

/** What /readyz reports besides the database: false from the first stop signal on. */
export type Readiness = { isAccepting: boolean };

export type DrainOptions = {
  /** Seconds /readyz answers 503 while requests are still served (SIGTERM only; Ctrl-C skips it). */
  delaySeconds: number;
  /** Seconds in-flight requests get once the listener is closed; then their connections are cut (exit 1). */
  timeoutSeconds: number;
  /** After the HTTP server has closed (the database, say). */
  afterClose: () => Promise<void>;
  exit?: (code: number) => void;
};

/**
 * Graceful stop on SIGTERM and SIGINT: /readyz answers 503 at once, requests keep being served for the delay
 * (so a load balancer notices and sends no more), then the listener closes, live streams end, in-flight
 * requests finish (bounded by the timeout) and the process exits 0. A second signal stops at once (exit 1).
 */
export function drainOnSignals(app: FastifyInstance, readiness: Readiness, options: DrainOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let isDraining = false;
  const drain = async (signal: NodeJS.Signals) => {
    if (isDraining) {
      app.log.warn({ signal }, 'second stop signal: stopping without waiting');
      return exit(1);
    }
    isDraining = true;
    readiness.isAccepting = false;
    const delaySeconds = signal === 'SIGTERM' ? options.delaySeconds : 0;
    app.log.info({ signal, delaySeconds }, 'draining: /readyz answers 503');
    if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
    let exitCode = 0;
    const cut = setTimeout(() => {
      exitCode = 1;
      app.log.warn({ timeoutSeconds: options.timeoutSeconds }, 'requests still running: cutting their connections');
      app.server.closeAllConnections();
    }, options.timeoutSeconds * 1000);
    try {
      await app.close();
      await options.afterClose();
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      exitCode = 1;
    } finally {
      clearTimeout(cut);
    }
    app.log.info({ exitCode }, 'stopped');
    exit(exitCode);
  };
  process.on('SIGTERM', (signal) => void drain(signal));
  process.on('SIGINT', (signal) => void drain(signal));
}

import { createServer, type Server } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { outboxMails } from '../../apps/server/src/db/schema/mail.ts';

/**
 * The journey server keeps mails in its outbox (no SMTP is configured) and its embedded database lives inside
 * the global set-up's process, out of the journeys' reach. This tiny local endpoint, started by the global set-up
 * next to the server, answers the newest mail to an address, so a journey can follow an invitation link as
 * the invited person would from their inbox. It is test support only; the product has no such call.
 */
export async function startOutboxReader(db: Db): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to') ?? '';
    db.select()
      .from(outboxMails)
      .where(eq(outboxMails.to, to))
      .orderBy(desc(outboxMails.id))
      .limit(1)
      .then(([mail]) => {
        response.writeHead(mail ? 200 : 404, { 'content-type': 'application/json' });
        response.end(JSON.stringify(mail ?? null));
      })
      .catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, server };
}

/** The newest mail to `to` from the journey server's outbox, or null. */
export async function readNewestMail(outboxUrl: string, to: string): Promise<{ subject: string; text: string } | null> {
  const response = await fetch(`${outboxUrl}/?to=${encodeURIComponent(to)}`);
  return response.ok ? ((await response.json()) as { subject: string; text: string }) : null;
}

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/mail.ts';
import { createMailer } from './mail.ts';

let database: Database;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

test('with SMTP a mail reaches the server and is marked sent in the outbox', async () => {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Marketplace <no-reply@test.test>' });
  const result = await mailer.send(database.db, { to: 'anna@agency.test', subject: 'Invitation', text: 'Hello Anna' });
  mailer.close();
  expect(result.isDelivered).toBe(true);
  expect(received.at(-1)).toContain('Subject: Invitation');
  expect(received.at(-1)).toContain('Hello Anna');
  const [row] = await database.db.select().from(outboxMails);
  expect(row?.sentAt).not.toBeNull();
});

test('without SMTP the mail waits in the outbox', async () => {
  const mailer = createMailer({ smtpUrl: null, mailFrom: 'x@test.test' });
  const result = await mailer.send(database.db, { to: 'ben@agency.test', subject: 'Reset', text: 'Link' });
  expect(result.isDelivered).toBe(false);
  const rows = await database.db.select().from(outboxMails);
  expect(rows.find((row) => row.to === 'ben@agency.test')?.sentAt).toBeNull();
});

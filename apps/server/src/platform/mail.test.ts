import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/mail.ts';
import { createFileStorage } from './files.ts';
import { createMailer, type Mailer } from './mail.ts';

let database: Database;
let smtp: SmtpPeer;
const files = createFileStorage(mkdtempSync(path.join(tmpdir(), 'fm-mail-')));
const mailers: Mailer[] = [];

function mailerFor(smtpUrl: string | null) {
  const mailer = createMailer({ db: database.db, files, config: { smtpUrl, mailFrom: 'Marketplace <no@test.test>' } });
  mailers.push(mailer);
  return mailer;
}
const rowTo = async (to: string) => (await database.db.select().from(outboxMails).where(eq(outboxMails.to, to)))[0];
/** The outbox row once the worker has marked it sent (that follows the SMTP peer's receipt by a moment). */
const sentRowTo = (to: string) =>
  vi.waitFor(
    async () => {
      const row = await rowTo(to);
      if (!row?.sentAt) throw new Error(`${to} not marked sent yet`);
      return row;
    },
    { timeout: 5000, interval: 20 },
  );

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpPeer();
});
afterEach(async () => {
  smtp.setRefusing(false);
  await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

test('a mail written in a committed transaction is delivered after the commit, with its attachment', async () => {
  const mailer = mailerFor(smtp.url);
  const pdf = await files.save(database.db, {
    kind: 'CREDIT_NOTE_PDF',
    ownerUserId: null,
    originalName: 'gutschrift.pdf',
    mime: 'application/pdf',
    bytes: new TextEncoder().encode('%PDF-1.7 credit note'),
  });
  await database.db.transaction(async (tx) => {
    await mailer.send(tx, {
      to: 'anna@agency.test',
      subject: 'Invitation',
      text: 'Hello Anna',
      attachments: [{ filename: 'gutschrift.pdf', fileId: pdf.id, contentType: 'application/pdf' }],
    });
  });
  mailer.kick();
  const mail = await smtp.waitForMail('anna@agency.test');
  expect(mail.raw).toContain('Subject: Invitation');
  expect(mail.raw).toContain('Hello Anna');
  expect(mail.raw).toContain('filename=gutschrift.pdf');
  expect((await sentRowTo('anna@agency.test')).error).toBeNull();
});

test('a rolled-back transaction leaves neither an outbox row nor a mail', async () => {
  const mailer = mailerFor(smtp.url);
  await expect(
    database.db.transaction(async (tx) => {
      await mailer.send(tx, { to: 'never@agency.test', subject: 'Booked', text: 'Not really' });
      throw new Error('the change fails after the mail was written');
    }),
  ).rejects.toThrow('the change fails');
  await mailer.deliverDue();
  expect(await rowTo('never@agency.test')).toBeUndefined();
  expect(smtp.received.some((mail) => mail.to === 'never@agency.test')).toBe(false);
});

test('a refused delivery keeps its error and waits for a later attempt; a restarted server delivers it', async () => {
  smtp.setRefusing(true);
  const first = mailerFor(smtp.url);
  await first.send(database.db, { to: 'later@agency.test', subject: 'Reset', text: 'Link' });
  await first.deliverDue();
  const failed = await rowTo('later@agency.test');
  expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
  expect(failed?.error).toContain('Try again later');
  expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  await first.close();

  smtp.setRefusing(false);
  // The backoff has passed (set back here instead of waiting 30 s); a new instance picks the mail up at start.
  await database.db
    .update(outboxMails)
    .set({ nextAttemptAt: new Date() })
    .where(eq(outboxMails.to, 'later@agency.test'));
  mailerFor(smtp.url);
  await smtp.waitForMail('later@agency.test');
  expect(await sentRowTo('later@agency.test')).toMatchObject({ attempts: 2, error: null });
});

test('two server instances deliver every mail exactly once', async () => {
  const [a, b] = [mailerFor(smtp.url), mailerFor(smtp.url)];
  const recipients = Array.from({ length: 30 }, (_, index) => `twice-${index}@agency.test`);
  for (const to of recipients) await a.send(database.db, { to, subject: 'Once', text: 'Only once' });
  await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
  for (const to of recipients) {
    expect(
      smtp.received.filter((mail) => mail.to === to),
      to,
    ).toHaveLength(1);
  }
});

test('without SMTP the mail waits in the outbox for an admin to read', async () => {
  const mailer = mailerFor(null);
  await mailer.send(database.db, { to: 'ben@agency.test', subject: 'Reset', text: 'Link' });
  expect(await mailer.deliverDue()).toBe(0);
  expect(await rowTo('ben@agency.test')).toMatchObject({ sentAt: null, attempts: 0 });
});

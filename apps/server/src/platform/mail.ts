import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { type OutboxAttachment, outboxMails } from '../db/schema/mail.ts';
import type { FileStorage } from './files.ts';

export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: OutboxAttachment[] };

export type Mailer = {
  /**
   * Writes the mail to the outbox in the caller's transaction. Nothing is sent here: delivery follows the
   * commit, so a slow mail server never holds a transaction's locks and a rollback leaves no mail behind.
   */
  send: (db: DbOrTx, mail: Mail) => Promise<{ id: number }>;
  /** Asks for a delivery round now (called when a request has ended, i.e. after its transaction committed). */
  kick: () => void;
  /** One delivery round over the due mails; resolves with how many were delivered. */
  deliverDue: () => Promise<number>;
  close: () => Promise<void>;
};

/** Attempts before a mail is given up (it stays in the outbox with its last error for an admin to see). */
export const MAIL_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
const POLL_MS = 15_000;

/** Wait before a claimed mail may be tried again: 30 s doubling with each attempt, at most an hour. */
const retryDelay = sql`least(30 * power(2, ${outboxMails.attempts}), 3600) * interval '1 second'`;

type DeliveryDeps = { db: Db; files: FileStorage; config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'> };

/**
 * The outbox and its delivery worker. Without SMTP_URL mails stay in outbox_mails (admins read them there).
 * With it, a round claims due mails (`FOR UPDATE SKIP LOCKED`, so several server instances never send one
 * mail twice), moves their next attempt into the future, sends each outside any transaction and marks it sent
 * or keeps its error for a retry with backoff. Rounds run when a request ends, every 15 s, and at start, so
 * mails left by a crash or restart go out too.
 */
export function createMailer({ db, files, config }: DeliveryDeps): Mailer {
  const transporter: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  let round: Promise<number> | null = null;
  let isAgainWanted = false;
  let isClosed = false;

  async function claimDue() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(
          and(
            isNull(outboxMails.sentAt),
            // The database's clock, as for the default of next_attempt_at: the server's own Date has milliseconds
            // only, so a mail stored within the same millisecond as the claim would not be due until the next poll.
            lte(outboxMails.nextAttemptAt, sql`now()`),
            sql`${outboxMails.attempts} < ${MAIL_MAX_ATTEMPTS}`,
          ),
        )
        .orderBy(asc(outboxMails.nextAttemptAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outboxMails)
        .set({
          attempts: sql`${outboxMails.attempts} + 1`,
          nextAttemptAt: sql`now() + ${retryDelay}`,
        })
        .where(
          inArray(
            outboxMails.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function deliver(mail: Awaited<ReturnType<typeof claimDue>>[number]) {
    const attachments = [];
    for (const attachment of mail.attachments) {
      const stored = await files.read(db, attachment.fileId);
      if (stored)
        attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content: stored.bytes });
    }
    try {
      await transporter!.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments,
      });
      await db.update(outboxMails).set({ sentAt: new Date(), error: null }).where(eq(outboxMails.id, mail.id));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(outboxMails).set({ error: message }).where(eq(outboxMails.id, mail.id));
      return false;
    }
  }

  async function runRounds(): Promise<number> {
    let delivered = 0;
    try {
      do {
        isAgainWanted = false;
        for (let batch = await claimDue(); batch.length > 0 && !isClosed; batch = await claimDue()) {
          const results = await Promise.all(batch.map(deliver));
          delivered += results.filter(Boolean).length;
        }
      } while (isAgainWanted && !isClosed);
    } finally {
      // In the same tick as the last check: a kick from now on starts a new round. (Cleared in a `.finally` of
      // the round's promise, a kick between the check and that callback was lost until the next poll, 15 s.)
      round = null;
    }
    return delivered;
  }

  function deliverDue(): Promise<number> {
    if (!transporter || isClosed) return Promise.resolve(0);
    if (round) {
      isAgainWanted = true;
      return round;
    }
    round = runRounds();
    return round;
  }

  const kick = () => {
    deliverDue().catch(() => {
      // A failed round (database gone during shutdown, say) is retried by the next kick or poll.
    });
  };
  const timer = transporter ? setInterval(kick, POLL_MS) : null;
  timer?.unref();
  if (transporter) queueMicrotask(kick);

  return {
    async send(tx, mail) {
      const [row] = await tx
        .insert(outboxMails)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: mail.attachments ?? [],
        })
        .returning({ id: outboxMails.id });
      return { id: row!.id };
    },
    kick,
    deliverDue,
    async close() {
      isClosed = true;
      if (timer) clearInterval(timer);
      await round?.catch(() => undefined);
      transporter?.close();
    },
  };
}

import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/config.ts';
import type { DbOrTx } from '../db/client.ts';
import { outboxMails } from '../db/schema/mail.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Records the mail in the outbox and, with SMTP configured, delivers it. */
  send: (db: DbOrTx, mail: Mail) => Promise<{ id: number; isDelivered: boolean }>;
  close: () => void;
};

/**
 * Every mail is written to outbox_mails first (admins can read it there when no SMTP server is configured);
 * with SMTP_URL it is then delivered and marked sent, or its error is kept for a later attempt. Delivery
 * failures never fail the action that caused the mail.
 */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transporter: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(db, mail) {
      const [row] = await db
        .insert(outboxMails)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: outboxMails.id });
      const id = row!.id;
      if (!transporter) return { id, isDelivered: false };
      try {
        await transporter.sendMail({ from: config.mailFrom, ...mail });
        await db.update(outboxMails).set({ sentAt: new Date(), attempts: 1 }).where(eq(outboxMails.id, id));
        return { id, isDelivered: true };
      } catch (error) {
        await db
          .update(outboxMails)
          .set({ attempts: 1, error: error instanceof Error ? error.message : String(error) })
          .where(eq(outboxMails.id, id));
        return { id, isDelivered: false };
      }
    },
    close: () => transporter?.close(),
  };
}

import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export type ReceivedMail = { to: string; raw: string };

export type SmtpPeer = {
  url: string;
  received: ReceivedMail[];
  /** Waits (up to 5 s) for the last mail to `to`: delivery follows the commit, not the response. */
  waitForMail: (to: string) => Promise<ReceivedMail>;
  /** From now on the peer refuses every message with a temporary error (451), or accepts again. */
  setRefusing: (isRefusing: boolean) => void;
  close: () => Promise<void>;
};

/** A real SMTP server on a free local port, the peer of the product's mail delivery in tests. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let isRefusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        if (isRefusing) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail: (to) =>
      vi.waitFor(
        () => {
          const mail = received.filter((entry) => entry.to === to).at(-1);
          if (!mail) throw new Error(`no mail to ${to} yet`);
          return mail;
        },
        { timeout: 5000, interval: 20 },
      ),
    setRefusing: (value) => {
      isRefusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

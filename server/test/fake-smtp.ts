/**
 * A real SMTP server on a loopback port (smtp-server) that refuses the first `failFirst` messages
 * with a temporary error (451) and accepts the rest, recording when each try arrived.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  /** Every try, refused or accepted, with the time it arrived. */
  tries: { at: number; accepted: boolean; to: string[] }[];
  accepted(): { to: string[]; raw: string }[];
  close(): Promise<void>;
}

export const startFakeSmtp = async ({ failFirst = 0, hang = false }: { failFirst?: number; hang?: boolean } = {}): Promise<FakeSmtp> => {
  const tries: FakeSmtp['tries'] = [];
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (hang) return; // never answers: the sender waits until its own timeout
        const to = session.envelope.rcptTo.map((r) => r.address);
        const accepted = tries.length >= failFirst;
        tries.push({ at: Date.now(), accepted, to });
        if (!accepted) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
          return;
        }
        messages.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    tries,
    accepted: () => messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

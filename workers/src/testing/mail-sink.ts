import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface SunkMail {
  from: string;
  to: string[];
  subject: string;
  /** The value of X-Claims-Event: which outbox row the message delivers. */
  eventKey: string | null;
  raw: string;
  receivedAt: Date;
}

export interface MailSink {
  url: string;
  messages: SunkMail[];
  stop(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message and keeps it (in memory, and appended to
 * `logFile` when given), so development sends real e-mail without a mail provider. Tests pass
 * `refuse` to play a server that rejects recipients, or `onData` to stall a delivery.
 */
export async function startMailSink(
  opts: {
    port?: number;
    logFile?: string;
    refuse?: string;
    /** Runs before a message is accepted; answering false refuses it (451), as if never received. */
    onData?: (mail: SunkMail) => Promise<boolean | void>;
  } = {},
): Promise<MailSink> {
  const messages: SunkMail[] = [];
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Stopping does not wait long for clients that keep their connection open.
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (!opts.refuse) return callback();
      const error = Object.assign(new Error(opts.refuse), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: SunkMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(header(raw, 'subject') ?? ''),
          eventKey: header(raw, 'x-claims-event'),
          raw,
          receivedAt: new Date(),
        };
        if (opts.onData && (await opts.onData(mail)) === false)
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        messages.push(mail);
        if (opts.logFile) fs.appendFileSync(opts.logFile, `${'='.repeat(72)}\n${raw}\n`);
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One header of a raw message, unfolded. */
function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** RFC 2047 encoded words (nodemailer encodes non-ASCII subjects). */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi,
    (_m, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

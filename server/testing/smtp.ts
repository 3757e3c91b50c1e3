import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a local SMTP server received it: its envelope, headers and its text parts decoded. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  /** The plain text part. */
  text: string;
  /** The HTML part ('' when there is none). */
  html: string;
}

/** Quoted-printable, as nodemailer writes long lines and non-ASCII text. */
const unquote = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function partOf(raw: string, type: string): string {
  const start = raw.search(new RegExp(`^Content-Type: ${type}`, 'mi'));
  if (start < 0) return '';
  const rest = raw.slice(start);
  const headerEnd = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, headerEnd);
  const body = rest.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  const end = body.search(/\r?\n--/);
  const content = end < 0 ? body : body.slice(0, end);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return unquote(content);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content, 'base64').toString('utf8');
  return content;
}

function readMail(to: string[], raw: string): ReceivedMail {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return {
    to,
    raw,
    header: (name) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim(),
    text: partOf(raw, 'text/plain'),
    html: partOf(raw, 'text/html'),
  };
}

/**
 * A real SMTP server on a free loopback port, as the service's SMTP_URL names one: it takes every mail, and keeps
 * them to read. `close` stops it.
 */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(
          readMail(
            session.envelope.rcptTo.map((r) => r.address),
            Buffer.concat(chunks).toString(),
          ),
        );
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string;
  /** The mail's List-Unsubscribe and List-Unsubscribe-Post headers as sent (null when absent). */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

/**
 * The embedded mail catcher: a real SMTP server on loopback that stores each received
 * message as an .eml file. Mail leaves the app through nodemailer over SMTP exactly as it
 * would in production; only the receiving end is local.
 */
export class Outbox {
  private server: SMTPServer | null = null;

  constructor(readonly dir: string) {}

  /** Starts the SMTP listener on a free loopback port and answers its smtp:// URL. */
  async start(): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const id = `${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
          writeFile(join(this.dir, `${id}.eml`), Buffer.concat(chunks)).then(() => callback(), callback);
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('outbox SMTP server has no port');
    return `smtp://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Every stored message, newest first. */
  async list(): Promise<OutboxMessage[]> {
    let files: string[];
    try {
      files = (await readdir(this.dir)).filter((f) => f.endsWith('.eml')).sort().reverse();
    } catch {
      return [];
    }
    return Promise.all(files.map((f) => this.read(f.slice(0, -4)))).then((all) => all.filter((m) => m !== null));
  }

  async read(id: string): Promise<OutboxMessage | null> {
    if (!/^[0-9]{15}-[0-9a-f]{8}$/.test(id)) return null;
    let raw: Buffer;
    try {
      raw = await readFile(join(this.dir, `${id}.eml`));
    } catch {
      return null;
    }
    const mail = await simpleParser(raw);
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
    return {
      id,
      to,
      subject: mail.subject ?? '',
      date: (mail.date ?? new Date(Number(id.slice(0, 15)))).toISOString(),
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      listUnsubscribe: headerValue(mail.headerLines, 'list-unsubscribe'),
      listUnsubscribePost: headerValue(mail.headerLines, 'list-unsubscribe-post'),
    };
  }
}

/** A header's value as written, without its name (unfolded). */
function headerValue(lines: readonly { key: string; line: string }[], key: string): string | null {
  const found = lines.find((l) => l.key === key);
  return found ? found.line.slice(found.line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim() : null;
}

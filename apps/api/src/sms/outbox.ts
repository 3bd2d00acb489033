import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { isE164, SmsError, type SmsGateway } from './gateway.js';

export interface SmsOutboxMessage {
  id: string;
  to: string;
  text: string;
  date: string;
}

/**
 * The embedded SMS catcher: every text the site sends while no SMS provider is configured is stored
 * as a JSON file under DATA_DIR/sms-outbox, readable at the development-only /dev/sms page and its
 * JSON twin /dev/sms.json (this machine only, never in production).
 */
export class SmsOutbox implements SmsGateway {
  readonly kind = 'outbox' as const;

  constructor(readonly dir: string) {}

  async send(to: string, text: string): Promise<string> {
    if (!isE164(to)) throw new SmsError(`not an E.164 number: ${to}`);
    await mkdir(this.dir, { recursive: true });
    const id = `${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
    const message: SmsOutboxMessage = { id, to, text, date: new Date().toISOString() };
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(message));
    return id;
  }

  /** Every stored text, newest first; only those to one number when `to` is given. */
  async list(to?: string): Promise<SmsOutboxMessage[]> {
    let files: string[];
    try {
      files = (await readdir(this.dir)).filter((f) => f.endsWith('.json')).sort().reverse();
    } catch {
      return [];
    }
    const all = await Promise.all(files.map((f) => this.read(f.slice(0, -5))));
    return all.filter((m): m is SmsOutboxMessage => m !== null && (to === undefined || m.to === to));
  }

  async read(id: string): Promise<SmsOutboxMessage | null> {
    if (!/^[0-9]{15}-[0-9a-f]{8}$/.test(id)) return null;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as SmsOutboxMessage;
    } catch {
      return null;
    }
  }
}

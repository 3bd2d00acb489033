import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where photo files live. Keys are relative paths ("photos/12/ab12….webp"); the site serves
 * them under its cdn_prefix. An S3-compatible store implements the same three calls.
 */
export interface PhotoStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Local folder to serve from, when the files are on this machine's disk. */
  readonly localRoot: string | null;
}

export class LocalDiskStore implements PhotoStore {
  readonly localRoot: string;

  constructor(root: string) {
    this.localRoot = resolve(root);
    // The folder is served as static files from start-up on, so it must exist before the first upload.
    mkdirSync(this.localRoot, { recursive: true });
  }

  private path(key: string): string {
    const path = resolve(join(this.localRoot, key));
    if (!path.startsWith(this.localRoot + sep)) throw new Error(`photo key outside the store: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

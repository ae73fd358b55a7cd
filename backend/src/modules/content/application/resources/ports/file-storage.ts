import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** Read-only access to one folder of files. */
export interface FileStorage {
  /** The file of that plain name in the storage's folder, or null; never anything outside it. */
  open(name: string): Promise<StoredFile | null>;
}

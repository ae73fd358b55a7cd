import { constants } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { FileStorage, StoredFile } from '../../application/resources/ports/file-storage';

// A plain file name: no separators, no NUL or control characters, not '.' or '..'.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\\u0000-\u001f\u007f]/;
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EACCES', 'EISDIR']);

/**
 * Serves files from one folder and nothing else: names with separators are refused, the resolved
 * path (after symlinks) must sit directly in the folder, and the file is opened without following a
 * final symlink, so neither `..`, absolute paths, encoded tricks nor a planted link can escape.
 */
export class LocalDiskFileStorage implements FileStorage {
  private readonly root: string;
  private realRoot: Promise<string> | null = null;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async open(name: string): Promise<StoredFile | null> {
    if (!name || name.length > 255 || name === '.' || name === '..' || UNSAFE.test(name)) return null;
    const target = resolve(this.root, name);
    if (dirname(target) !== this.root) return null;
    let handle: FileHandle | undefined;
    try {
      const realRoot = await (this.realRoot ??= realpath(this.root));
      if (dirname(await realpath(target)) !== realRoot) return null;
      handle = await open(target, constants.O_RDONLY | constants.O_NOFOLLOW);
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: stats.size };
    } catch (error) {
      await handle?.close();
      this.realRoot = null;
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }
}

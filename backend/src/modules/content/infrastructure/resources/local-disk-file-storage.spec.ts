import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { LocalDiskFileStorage } from './local-disk-file-storage';

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalDiskFileStorage', () => {
  const base = mkdtempSync(join(tmpdir(), 'penwright-storage-'));
  let storage: LocalDiskFileStorage;

  beforeAll(() => {
    mkdirSync(join(base, 'pdf'));
    mkdirSync(join(base, 'pdf', 'folder'));
    writeFileSync(join(base, 'pdf', 'guide.pdf'), '%PDF-1.3 guide');
    writeFileSync(join(base, 'secret.txt'), 'outside');
    writeFileSync(join(base, 'pdf', 'folder', 'nested.pdf'), 'nested');
    symlinkSync(join(base, 'secret.txt'), join(base, 'pdf', 'link.pdf'));
    storage = new LocalDiskFileStorage(join(base, 'pdf'));
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('reads a file of its folder, with its size', async () => {
    const file = await storage.open('guide.pdf');
    expect(file?.size).toBe(14);
    expect(await readAll(file!.stream)).toBe('%PDF-1.3 guide');
  });

  it.each([
    ['a missing file', 'missing.pdf'],
    ['a parent reference', '../secret.txt'],
    ['an encoded parent reference (as decoded by the router)', decodeURIComponent('..%2Fsecret.txt')],
    ['a backslash path', '..\\secret.txt'],
    ['an absolute path', join(base, 'secret.txt')],
    ['an absolute system path', '/etc/passwd'],
    ['a NUL byte', 'guide.pdf\u0000.txt'],
    ['a lone NUL byte', '\u0000'],
    ['a control character', 'guide\n.pdf'],
    ['a nested file', 'folder/nested.pdf'],
    ['a directory', 'folder'],
    ['the folder itself', '.'],
    ['its parent', '..'],
    ['an empty name', ''],
    ['a symlink pointing outside', 'link.pdf'],
    ['an over-long name', `${'a'.repeat(300)}.pdf`],
  ])('refuses %s', async (_label, name) => {
    await expect(storage.open(name)).resolves.toBeNull();
  });

  it('finds nothing when its folder does not exist', async () => {
    await expect(new LocalDiskFileStorage(join(base, 'nope')).open('guide.pdf')).resolves.toBeNull();
  });
});

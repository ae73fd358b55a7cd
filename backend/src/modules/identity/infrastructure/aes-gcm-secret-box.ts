import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { SecretBox } from '../application/ports/two-factor-crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM from node:crypto. The key is the SHA-256 of the TWO_FACTOR_KEY setting; each sealing takes a fresh
 * 96-bit nonce, and the 128-bit tag makes any change to the stored text (or another key) fail to open.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url, so a later key or scheme can be told apart.
 */
export class AesGcmSecretBox implements SecretBox {
  private readonly key: Buffer;
  private readonly hashKey: Buffer;

  constructor(keyMaterial: string) {
    this.key = createHash('sha256').update(keyMaterial).digest();
    this.hashKey = createHmac('sha256', this.key).update('recovery-codes').digest();
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, nonce, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, nonce, tag, text] = sealed.split('.');
    if (version !== VERSION || nonce === undefined || tag === undefined || text === undefined)
      throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
  }

  hash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }

  randomBelow(below: number): number {
    return randomInt(below);
  }
}

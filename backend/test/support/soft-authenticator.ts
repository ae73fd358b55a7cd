import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the tests: a P-256 key pair per passkey, attestation `none`, and the bytes WebAuthn
 * defines (authenticator data, client data JSON, CBOR attestation object, COSE key, DER signature), so the server
 * verifies real answers with its real library. `origin` and `rpId` are what a browser on that site would put in.
 */
export interface SoftPasskey {
  credentialId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
  userHandle: string;
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export class SoftAuthenticator {
  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {}

  newPasskey(): SoftPasskey {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return { credentialId: b64url(randomBytes(32)), privateKey, publicKey, counter: 0, userHandle: '' };
  }

  /** The answer to `navigator.credentials.create` with the server's options, as @simplewebauthn/browser sends it. */
  register(
    passkey: SoftPasskey,
    options: { challenge: string; user?: { id: string } },
    overrides: Partial<ClientData> = {},
  ) {
    passkey.userHandle = options.user?.id ?? '';
    const clientDataJSON = this.clientData({ type: 'webauthn.create', challenge: options.challenge, ...overrides });
    const authData = Buffer.concat([
      this.authenticatorHead(FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData, passkey.counter),
      Buffer.alloc(16), // AAGUID: none
      u16(Buffer.from(passkey.credentialId, 'base64url').length),
      Buffer.from(passkey.credentialId, 'base64url'),
      coseKey(passkey.publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * The answer to `navigator.credentials.get`: the counter moves on by one (unless `counter` is given) and the
   * authenticator data and client data hash are signed with the passkey's key (or `signWith`, a forger's).
   */
  assert(
    passkey: SoftPasskey,
    challenge: string,
    {
      counter,
      signWith,
      userVerified = true,
      ...overrides
    }: Partial<ClientData> & {
      counter?: number;
      signWith?: KeyObject;
      userVerified?: boolean;
    } = {},
  ) {
    passkey.counter = counter ?? passkey.counter + 1;
    const clientDataJSON = this.clientData({ type: 'webauthn.get', challenge, ...overrides });
    const flags = FLAGS.userPresent | (userVerified ? FLAGS.userVerified : 0);
    const authenticatorData = this.authenticatorHead(flags, passkey.counter);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      signWith ?? passkey.privateKey,
    );
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: passkey.userHandle || undefined,
      },
    };
  }

  private clientData(data: ClientData): string {
    return JSON.stringify({ origin: this.origin, crossOrigin: false, ...data });
  }

  private authenticatorHead(flags: number, counter: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count]);
  }
}

interface ClientData {
  type: string;
  challenge: string;
  origin?: string;
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

/** The public key as COSE: EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x and y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
}

/**
 * The family of what went wrong, in domain terms. The HTTP layer maps each kind to a status once
 * (platform/http/domain-exception.filter.ts); use cases never know about HTTP.
 */
export type ErrorKind =
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYMENT_REQUIRED'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/**
 * A stable code that names one situation a client may act on (`ASSIGNMENT_TAKEN`), and its kind. Every error answer
 * carries one (docs/errors.md): clients decide on it, never on the message, whose text may be reworded.
 */
export interface ErrorCode<Code extends string = string> {
  readonly code: Code;
  readonly kind: ErrorKind;
}

/** Every code declared so far, whichever layer or module declared it. */
const declared = new Map<string, ErrorCode>();

/**
 * A catalogue of codes: `errorCodes({ ASSIGNMENT_TAKEN: 'CONFLICT' }).ASSIGNMENT_TAKEN`. Catalogues register
 * themselves as they load, so the OpenAPI document lists the codes of every module the app is built from while
 * the platform that writes it names no module. A code belongs to one catalogue; declared again, it must keep its kind.
 */
export function errorCodes<const Kinds extends Record<string, ErrorKind>>(
  kinds: Kinds,
): { readonly [Code in keyof Kinds & string]: ErrorCode<Code> } {
  const catalogue: Record<string, ErrorCode> = {};
  for (const [code, kind] of Object.entries(kinds)) {
    const known = declared.get(code);
    if (known && known.kind !== kind) throw new Error(`The error code ${code} is declared twice, with two kinds`);
    catalogue[code] = known ?? { code, kind };
    declared.set(code, catalogue[code]);
  }
  return catalogue as { readonly [Code in keyof Kinds & string]: ErrorCode<Code> };
}

/** Every declared code, sorted by name. */
export const declaredErrorCodes = (): ErrorCode[] =>
  [...declared.values()].sort((a, b) => a.code.localeCompare(b.code));

/**
 * Codes any module may answer with: a refused input whose message says what to fix, and a request that needs
 * a signed-in user.
 */
export const COMMON_ERRORS = errorCodes({
  VALIDATION_FAILED: 'INVALID_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
});

export class DomainError extends Error {
  readonly code: string;
  readonly kind: ErrorKind;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code.code;
    this.kind = code.kind;
  }
}

import type { ApplyAnswers, PaymentSetup, TierId } from '../billing/billingApi';

/** The /apply page leaves its answers here (D2 step 1). */
export const APPLY_ANSWERS_KEY = 'penwright.applyAnswers';
/** The payment setup response (spec section 3: kept in session storage). */
export const PAYMENT_SETUP_KEY = 'penwright.paymentSetup';

/** A payment setup and what it was made for, so a reload or a retry reuses it instead of starting another. */
export interface StoredSetup extends PaymentSetup {
  tier: TierId;
  /** The visitor's e-mail; null when a signed-in member started it. */
  email: string | null;
  /** The card was confirmed: only the account creation (or plan confirmation) remains. */
  confirmed: boolean;
}

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null; // storage disabled or garbled: behave as if nothing was stored
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes may refuse storage; the wizard still works within the page.
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

export function loadSetup(): StoredSetup | null {
  const value = read(PAYMENT_SETUP_KEY) as Partial<StoredSetup> | null;
  if (!value || !isString(value.clientSecret) || !isString(value.subscriptionId) || !isString(value.customerId)) {
    return null;
  }
  return value as StoredSetup;
}

export const saveSetup = (setup: StoredSetup | null) => write(PAYMENT_SETUP_KEY, setup);

/** The /apply page's labels for the acknowledgment, and the API's values. */
const ACKNOWLEDGMENT: Record<string, ApplyAnswers['acknowledgment']> = {
  acknowledge: 'acknowledge',
  decline: 'decline',
  'I Acknowledge': 'acknowledge',
  "I Don't Acknowledge": 'decline',
  'I Don’t Acknowledge': 'decline',
};

type StoredAnswers = Partial<Omit<ApplyAnswers, 'acknowledgment'>> & {
  involvementGoals?: unknown;
  acknowledgment?: unknown;
};

/**
 * The /apply answers as create-account expects them, when they are complete and well formed; anything
 * else is ignored. The page stores `involvementGoals` and the acknowledgment's label.
 */
export function loadApplyAnswers(): ApplyAnswers | null {
  const value = read(APPLY_ANSWERS_KEY) as StoredAnswers | null;
  if (!value || !isString(value.name) || !value.name.trim()) return null;
  const involvement = value.involvement ?? value.involvementGoals;
  const acknowledgment = isString(value.acknowledgment) ? ACKNOWLEDGMENT[value.acknowledgment] : undefined;
  if (!isStringList(value.writingTypes) || !isStringList(involvement) || !acknowledgment) return null;
  return {
    name: value.name.trim(),
    writingTypes: value.writingTypes,
    involvement,
    acknowledgment,
    ...(isString(value.otherWritingType) && value.otherWritingType.trim()
      ? { otherWritingType: value.otherWritingType.trim() }
      : {}),
  };
}

/** After the account exists, nothing of the registration stays in the browser. */
export function clearRegistration(): void {
  write(PAYMENT_SETUP_KEY, null);
  write(APPLY_ANSWERS_KEY, null);
}

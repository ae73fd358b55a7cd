import { hash53, K, W } from './winnowing';

/** Changes with the fingerprinting parameters, so a new K or W re-indexes every published text. */
const FINGERPRINT_VERSION = `w${W}k${K}`;

/** Whether a stored published text is still current: its length and 53-bit hash, with the parameters. */
export const contentHash = (text: string): string =>
  `${FINGERPRINT_VERSION}:${text.length}:${hash53(text).toString(36)}`;

import UAParser from 'ua-parser-js';

/** What the Account tab says of a session's device, read from its sign-in's User-Agent. */
export interface DeviceDescription {
  /** "Chrome", "Mobile Safari", "Firefox"; null when the User-Agent names none (or there is none). */
  browser: string | null;
  /** "Linux", "Mac OS", "Windows", "iOS", "Android"; null when unknown. */
  system: string | null;
  /** One line a member recognises: "Chrome on Linux", "Firefox", "Unknown device". */
  description: string;
}

export const UNKNOWN_DEVICE = 'Unknown device';

/**
 * The browser and system a User-Agent names, through ua-parser-js (its database of browsers, kept up to date by
 * its maintainers, rather than our own patterns). Names only, no versions: browsers freeze the versions they
 * report (Windows 11 still says "Windows NT 10.0", macOS says 10.15.7), so a version would mislead more than help.
 */
export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, system: null, description: UNKNOWN_DEVICE };
  const { browser, os } = new UAParser(userAgent).getResult();
  const browserName = browser.name?.trim() || null;
  const system = os.name?.trim() || null;
  const description = browserName
    ? `${browserName}${system ? ` on ${system}` : ''}`
    : system
      ? `Unknown browser on ${system}`
      : UNKNOWN_DEVICE;
  return { browser: browserName, system, description };
}

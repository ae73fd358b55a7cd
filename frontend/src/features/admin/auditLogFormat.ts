/** The server's timestamps (`Date#toISOString`), so they can be shown in local time. */
export const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value);

/** `decisionNote` → `Decision note`: the snapshots' keys are field names, not labels. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

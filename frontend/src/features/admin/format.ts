/** Words as the console shows them; money is the app's (app/money.ts), shared with the member dashboard. */
const GROUPED = new Intl.NumberFormat('en-US');

export const count = (value: number) => GROUPED.format(value);

/** "1,180 / 1,200 words" once work is handed in, "— / 1,200 words" before. */
export const wordsAgainstTarget = (submitted: number | null, target: number) =>
  `${submitted === null ? '—' : count(submitted)} / ${count(target)} words`;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` field holds it: the editor's own clock, to the minute. */
export function localDateTime(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A person's name as the console writes it (here, not in the Users tab, so pages that show one do not load that tab). */
export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

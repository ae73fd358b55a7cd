/**
 * Authors as the citation styles need them: each person's family name and given names, taken from
 * "First Middle Last" or "Last, First Middle" (the comma form lets a member say where a family name with
 * particles, such as "van Gogh", begins). Several people are separated by semicolons.
 */
export interface PersonName {
  family: string;
  given: string[];
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

export function parsePerson(raw: string): PersonName | null {
  const text = squeeze(raw);
  if (!text) return null;
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const family = squeeze(text.slice(0, comma));
    const given = squeeze(text.slice(comma + 1));
    return family ? { family, given: given ? given.split(' ') : [] } : null;
  }
  const words = text.split(' ');
  const family = words.pop() as string;
  return { family, given: words };
}

export const parsePeople = (raw: string): PersonName[] =>
  raw
    .split(';')
    .map(parsePerson)
    .filter((person): person is PersonName => person !== null);

/**
 * The initials of one given name: "Caroline" is "C.", "Jean-Paul" is "J.-P.", and initials the member typed
 * ("J.R.R." or "A.") stay initials.
 */
function initialsOf(name: string): string[] {
  const typedInitials = name.match(/^(?:\p{L}\.)+$/u);
  if (typedInitials)
    return name
      .split('.')
      .filter(Boolean)
      .map((letter) => `${letter.toUpperCase()}.`);
  const hyphenated = name
    .split('-')
    .filter(Boolean)
    .map((part) => `${part.charAt(0).toUpperCase()}.`)
    .join('-');
  return hyphenated ? [hyphenated] : [];
}

/** "Sarker, R. A." (APA: initials spaced) or "Verlet, J.R.R." (Harvard: initials closed up). */
export function familyWithInitials(person: PersonName, spaced: boolean): string {
  const initials = person.given.flatMap(initialsOf);
  if (initials.length === 0) return person.family;
  return `${person.family}, ${initials.join(spaced ? ' ' : '')}`;
}

/** "Galewitz, Phil" for the first author of MLA and Chicago. */
export const familyFirst = (person: PersonName) =>
  person.given.length > 0 ? `${person.family}, ${person.given.join(' ')}` : person.family;

/** "Neal Lerner" for the later authors of MLA and Chicago. */
export const givenFirst = (person: PersonName) => [...person.given, person.family].join(' ');

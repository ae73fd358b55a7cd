import type { CitationPart } from '../citationTypes';
import { familyWithInitials } from '../names';
import { assemble, closeWith, italic, italicSentence, joinNames, plain } from '../punctuation';
import type { PreparedSource } from '../preparedSource';
import { dayMonthYear, MONTHS } from '../sourceDate';

/** Four or more authors: the first and "et al." (Cite Them Right). */
const HARVARD_MAX_LISTED = 3;

/** "Amos, J.", "Pears, R. and Shields, G.", "Wong, A., Smith, B. and Adebole, C.", "Wong, A. et al." */
function harvardAuthors(source: PreparedSource): string {
  if (source.organization) return source.organization;
  const names = source.people.map((person) => familyWithInitials(person, false));
  if (names.length > HARVARD_MAX_LISTED) return `${names[0]} et al.`;
  return joinNames(names, 'and', false);
}

/**
 * Harvard as Cite Them Right writes it. A web page: Author (2024) *Title*. Available at: URL (Accessed: 28 March
 * 2024). — the site is not named; "no date" for an undated page; without an author the title leads. A book:
 * Author (2022) *Title*. Place: Publisher.
 */
export function harvard(source: PreparedSource): CitationPart[] {
  const authors = harvardAuthors(source);
  const year = plain(`(${source.date ? source.date.year : 'no date'})`);
  const available = source.url
    ? plain(`Available at: ${source.url} (Accessed: ${dayMonthYear(source.accessed, MONTHS)}).`)
    : null;
  const publisher = source.place && source.container ? `${source.place}: ${source.container}` : source.container;
  const origin =
    source.kind === 'book' || !available ? (publisher ? plain(publisher + closeWith(publisher)) : null) : null;
  if (!authors) return assemble(italic(source.title), year, origin, available);
  return assemble(plain(authors), year, italicSentence(source.title), origin, available);
}

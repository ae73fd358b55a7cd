import type { CitationPart } from '../citationTypes';
import { familyWithInitials } from '../names';
import { assemble, closeWith, italicSentence, joinNames, plain } from '../punctuation';
import type { PreparedSource } from '../preparedSource';
import { MONTHS } from '../sourceDate';

/** APA lists up to 20 authors; beyond that the first 19, an ellipsis and the last (Publication Manual 9.8). */
const APA_MAX_LISTED = 20;

function apaAuthors(source: PreparedSource): string {
  if (source.organization) return source.organization;
  const names = source.people.map((person) => familyWithInitials(person, true));
  if (names.length > APA_MAX_LISTED) {
    return `${names.slice(0, APA_MAX_LISTED - 1).join(', ')}, . . . ${names[names.length - 1]}`;
  }
  return joinNames(names, '&', true);
}

/** "(2019, October 31)", "(2019, October)", "(2019)" or "(n.d.)"; books give the year alone. */
function apaDate({ date, kind }: PreparedSource): string {
  if (!date) return '(n.d.)';
  if (kind === 'book' || !date.month) return `(${date.year})`;
  const month = MONTHS[date.month - 1];
  return date.day ? `(${date.year}, ${month} ${date.day})` : `(${date.year}, ${month})`;
}

/**
 * APA 7: Author, A. A. (Date). *Title*. Site or Publisher. URL — the title italic in sentence case, the site or
 * publisher left out when it is the author, no period after the URL. Without an author the title leads.
 */
export function apa(source: PreparedSource): CitationPart[] {
  const authors = apaAuthors(source);
  const date = plain(`${apaDate(source)}.`);
  const title = italicSentence(source.title);
  const container =
    source.container && !source.authorIsContainer ? plain(source.container + closeWith(source.container)) : null;
  const url = source.url ? plain(source.url) : null;
  if (!authors) return assemble(title, date, container, url);
  return assemble(plain(authors + closeWith(authors)), date, title, container, url);
}

import type { CitationPart } from '../citationTypes';
import { familyFirst, givenFirst } from '../names';
import { assemble, closeWith, italic, italicSentence, plain, quotedSentence } from '../punctuation';
import type { PreparedSource } from '../preparedSource';
import { dayMonthYear, MLA_MONTHS } from '../sourceDate';

/** "Galewitz, Phil", "Gillespie, Paula, and Neal Lerner", "Wysocki, Anne Frances, et al." (MLA 9, 5.6-5.8). */
function mlaAuthors(source: PreparedSource): string {
  // An organization that is also the site or publisher is named once, as the container.
  if (source.organization) return source.authorIsContainer ? '' : source.organization;
  const [first, second] = source.people;
  if (!first) return '';
  if (source.people.length === 1) return familyFirst(first);
  if (source.people.length === 2 && second) return `${familyFirst(first)}, and ${givenFirst(second)}`;
  return `${familyFirst(first)}, et al.`;
}

/** MLA may drop the protocol from a URL (9th ed., 5.96). */
const withoutProtocol = (url: string) => url.replace(/^https?:\/\//i, '');

/** Container elements are separated by commas and the last one closes with a period. */
function commaList(parts: CitationPart[]): CitationPart[] {
  const listed: CitationPart[] = [];
  parts.forEach((part, index) => {
    if (index > 0) listed.push(plain(', '));
    listed.push(part);
  });
  const last = parts[parts.length - 1];
  if (last) listed.push(plain(closeWith(last.text)));
  return listed;
}

/**
 * MLA 9 works cited. A web page: Author. “Title.” *Site*, 19 Nov. 2016, url. (an undated page adds "Accessed
 * 24 June 2016."). A book: Author. *Title*. Publisher, 1987.
 */
export function mla(source: PreparedSource): CitationPart[] {
  const authors = mlaAuthors(source);
  const author = authors ? plain(authors + closeWith(authors)) : null;
  const url = source.url ? [plain(withoutProtocol(source.url))] : [];
  if (source.kind === 'book') {
    const facts = [
      ...(source.container ? [plain(source.container)] : []),
      ...(source.date ? [plain(String(source.date.year))] : []),
      ...url,
    ];
    return assemble(author, italicSentence(source.title), commaList(facts));
  }
  const facts = [
    ...(source.container ? [italic(source.container)] : []),
    ...(source.date ? [plain(dayMonthYear(source.date, MLA_MONTHS))] : []),
    ...url,
  ];
  const accessed = source.date ? null : plain(`Accessed ${dayMonthYear(source.accessed, MLA_MONTHS)}.`);
  return assemble(author, quotedSentence(source.title), commaList(facts), accessed);
}

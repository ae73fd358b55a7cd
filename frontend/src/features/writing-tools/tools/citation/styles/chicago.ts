import type { CitationPart } from '../citationTypes';
import { familyFirst, givenFirst } from '../names';
import { assemble, closeWith, italicSentence, joinNames, plain, quotedSentence } from '../punctuation';
import type { PreparedSource } from '../preparedSource';
import { monthDayYear } from '../sourceDate';

/** Up to ten authors are all listed; more than ten, the first seven and "et al." (CMOS 14.76). */
const CHICAGO_MAX_LISTED = 10;
const CHICAGO_LISTED_BEFORE_ET_AL = 7;

/**
 * The first author inverted, the others in normal order: "Smith, John, and Jane Doe". An organisation is the
 * author even when it also owns the site (CMOS 14.68); the site's name is then not repeated after the title.
 */
function chicagoAuthors(source: PreparedSource): string {
  if (source.organization) return source.organization;
  const names = source.people.map((person, index) => (index === 0 ? familyFirst(person) : givenFirst(person)));
  if (names.length > CHICAGO_MAX_LISTED) return `${names.slice(0, CHICAGO_LISTED_BEFORE_ET_AL).join(', ')}, et al.`;
  return joinNames(names, 'and', true);
}

const sentence = (text: string) => (text ? plain(text + closeWith(text)) : null);

/**
 * Chicago notes and bibliography, bibliography entry. A web page: Author. “Title.” Site. February 23, 2021.
 * URL. (an undated page gives "Accessed July 25, 2009." instead). A book: Author. *Title*. Place: Publisher,
 * 2006. The place is optional since the 18th edition; the URL closes with a period.
 */
export function chicago(source: PreparedSource): CitationPart[] {
  const authors = chicagoAuthors(source);
  const url = sentence(source.url);
  if (source.kind === 'book') {
    const publisher = source.place && source.container ? `${source.place}: ${source.container}` : source.container;
    const facts = [publisher || source.place, source.date ? String(source.date.year) : 'n.d.'].filter(Boolean);
    return assemble(sentence(authors), italicSentence(source.title), sentence(facts.join(', ')), url);
  }
  const date = source.date ? monthDayYear(source.date) : `Accessed ${monthDayYear(source.accessed)}`;
  return assemble(
    sentence(authors),
    quotedSentence(source.title),
    sentence(source.authorIsContainer ? '' : source.container),
    sentence(date),
    url,
  );
}

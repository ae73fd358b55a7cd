import type { CitationSource, SourceKind } from './citationTypes';
import { parsePeople, type PersonName } from './names';
import { parseSourceDate, type SourceDate } from './sourceDate';

/** The member's entries, trimmed and parsed once, as every style reads them. */
export interface PreparedSource {
  kind: SourceKind;
  people: PersonName[];
  /** Set instead of `people` when the author is an organization. */
  organization: string;
  title: string;
  container: string;
  place: string;
  date: SourceDate | null;
  url: string;
  /** The day the member looked at the source: MLA and Chicago give it for undated pages, Harvard always. */
  accessed: SourceDate;
  /** The organization is also the site or publisher, which the styles then name only once. */
  authorIsContainer: boolean;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

export function prepareSource(source: CitationSource, accessed: SourceDate): PreparedSource {
  const organization = source.authorIsOrganization ? squeeze(source.authors) : '';
  const container = squeeze(source.container);
  const date = parseSourceDate(source.date);
  return {
    kind: source.kind,
    people: source.authorIsOrganization ? [] : parsePeople(source.authors),
    organization,
    title: squeeze(source.title),
    container,
    place: source.kind === 'book' ? squeeze(source.place) : '',
    date: date === 'invalid' ? null : date,
    url: source.url.trim(),
    accessed,
    authorIsContainer: organization !== '' && organization.toLowerCase() === container.toLowerCase(),
  };
}

export const hasAuthor = (source: PreparedSource) => source.organization !== '' || source.people.length > 0;

export type CitationStyle = 'apa' | 'mla' | 'chicago' | 'harvard';

export const CITATION_STYLES: { value: CitationStyle; label: string; edition: string; titles: string }[] = [
  { value: 'apa', label: 'APA', edition: 'APA 7th edition, reference list', titles: 'sentence case' },
  { value: 'mla', label: 'MLA', edition: 'MLA Handbook, 9th edition, works cited', titles: 'title case' },
  {
    value: 'chicago',
    label: 'Chicago',
    edition: 'Chicago Manual of Style, notes and bibliography',
    titles: 'title case',
  },
  { value: 'harvard', label: 'Harvard', edition: 'Harvard (Cite Them Right), reference list', titles: 'sentence case' },
];

/** A web page sits on a site; a book comes from a publisher. The styles punctuate the two differently. */
export type SourceKind = 'webpage' | 'book';

/** What the member types into the citation helper. Empty strings are missing elements. */
export interface CitationSource {
  kind: SourceKind;
  /** People as "First Middle Last" or "Last, First", several separated by semicolons; or one organization. */
  authors: string;
  authorIsOrganization: boolean;
  title: string;
  /** The site's name for a web page, the publisher for a book. */
  container: string;
  /** Books only: the city of publication, which Chicago and Harvard print before the publisher. */
  place: string;
  /** YYYY, YYYY-MM or YYYY-MM-DD; empty when the source is undated. */
  date: string;
  url: string;
}

/** The helper's form before the member fills it in. */
export const EMPTY_SOURCE: CitationSource = {
  kind: 'webpage',
  authors: '',
  authorIsOrganization: false,
  title: '',
  container: '',
  place: '',
  date: '',
  url: '',
};

/** A run of citation text; titles and containers are set in italics by some styles. */
export interface CitationPart {
  text: string;
  italic?: boolean;
}

import type { CitationPart, CitationSource, CitationStyle } from './citationTypes';
import { prepareSource, type PreparedSource } from './preparedSource';
import { dayOf } from './sourceDate';
import { apa } from './styles/apa';
import { chicago } from './styles/chicago';
import { harvard } from './styles/harvard';
import { mla } from './styles/mla';

const STYLES: Record<CitationStyle, (source: PreparedSource) => CitationPart[]> = { apa, mla, chicago, harvard };

/**
 * The reference-list entry for `source` in `style`, as runs of roman and italic text. `accessed` is the day the
 * member looked at the source (today, in the helper). Without a title there is nothing to cite: no parts.
 */
export function formatCitation(style: CitationStyle, source: CitationSource, accessed: Date): CitationPart[] {
  const prepared = prepareSource(source, dayOf(accessed));
  if (!prepared.title) return [];
  return STYLES[style](prepared);
}

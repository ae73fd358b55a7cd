import type { FindingType, GrammarItem } from './grammarApi';

const SEVERITY: Record<FindingType, number> = { error: 0, warning: 1, info: 2 };

/** A run of the text and the finding it shows, if any (the gravest of those covering it, then the narrowest). */
export interface Segment {
  text: string;
  start: number;
  item: GrammarItem | null;
}

/**
 * The text cut at every finding's edges, each piece marked with the finding to highlight there. Findings may nest
 * (a long-sentence note around a misspelt word): the word shows the misspelling. Positions are UTF-16 offsets,
 * as the server sends them, so `slice` cuts exactly where it meant.
 */
export function highlightSegments(text: string, items: readonly GrammarItem[]): Segment[] {
  const marked = items.filter((item) => item.position.end > item.position.start && item.position.end <= text.length);
  const cuts = new Set([0, text.length]);
  for (const { position } of marked) {
    cuts.add(position.start);
    cuts.add(position.end);
  }
  const edges = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const [start, end] = [edges[i]!, edges[i + 1]!];
    const covering = marked.filter((item) => item.position.start <= start && item.position.end >= end);
    covering.sort(
      (a, b) =>
        SEVERITY[a.type] - SEVERITY[b.type] || a.position.end - a.position.start - (b.position.end - b.position.start),
    );
    segments.push({ text: text.slice(start, end), start, item: covering[0] ?? null });
  }
  return segments;
}

/**
 * The text with one finding's suggestion applied, and the remaining findings moved with it: those after the
 * change shift by its length, those around it (a long-sentence note) stretch, and those that touched the changed
 * words are dropped, since they described text that is gone.
 */
export function applySuggestion(
  text: string,
  items: readonly GrammarItem[],
  applied: GrammarItem,
): { text: string; items: GrammarItem[] } {
  if (applied.suggestion === null) return { text, items: [...items] };
  const { start, end } = applied.position;
  const delta = applied.suggestion.length - (end - start);
  const next = text.slice(0, start) + applied.suggestion + text.slice(end);
  const moved = items.flatMap((item): GrammarItem[] => {
    if (item === applied) return [];
    const { start: s, end: e } = item.position;
    if (e <= start) return [item];
    if (s >= end) return [{ ...item, position: { start: s + delta, end: e + delta } }];
    if (s <= start && e >= end && !(s === start && e === end)) {
      return [{ ...item, position: { start: s, end: e + delta } }];
    }
    return [];
  });
  return { text: next, items: moved };
}

export const TYPE_LABELS: Record<FindingType, { one: string; many: string }> = {
  error: { one: 'error', many: 'errors' },
  warning: { one: 'warning', many: 'warnings' },
  info: { one: 'suggestion', many: 'suggestions' },
};

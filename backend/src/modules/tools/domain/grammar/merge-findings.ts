import type { FindingType, GrammarItem } from './findings';

const SEVERITY: Record<FindingType, number> = { error: 0, warning: 1, info: 2 };

/**
 * Two reports of one problem: they overlap by at least half of the text they cover together (Harper and
 * retext both marking "a" before "approach", or "the the"). A long-sentence note around a misspelt word is
 * two problems and stays two.
 */
export function sameProblem(a: GrammarItem['position'], b: GrammarItem['position']): boolean {
  const overlap = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  const union = Math.max(a.end, b.end) - Math.min(a.start, b.start);
  if (union === 0) return true; // the same insertion point
  return overlap > 0 && overlap * 2 >= union;
}

/** Of two reports of one problem, the one to show: the graver, then the one with a fix, then the first given. */
function better(a: GrammarItem, b: GrammarItem): GrammarItem {
  if (SEVERITY[a.type] !== SEVERITY[b.type]) return SEVERITY[a.type] < SEVERITY[b.type] ? a : b;
  if ((a.suggestion === null) !== (b.suggestion === null)) return a.suggestion === null ? b : a;
  return a;
}

/**
 * Merges overlapping reports of one problem into one item (the better of them), and answers the items in text
 * order. `items` come in engine order (Harper first), which decides ties. One sweep over the items sorted by
 * start: only items still open at a start can overlap it.
 */
export function mergeFindings(items: readonly GrammarItem[]): GrammarItem[] {
  const order = items.map((item, index) => ({ item, index }));
  order.sort((a, b) => a.item.position.start - b.item.position.start || a.index - b.index);
  const kept: { item: GrammarItem; index: number }[] = [];
  let open: number[] = [];
  for (const next of order) {
    const start = next.item.position.start;
    open = open.filter((k) => kept[k].item.position.end > start || kept[k].item.position.start === start);
    const twin = open.find((k) => sameProblem(kept[k].item.position, next.item.position));
    if (twin === undefined) {
      open.push(kept.length);
      kept.push(next);
    } else {
      const first = kept[twin].index < next.index ? kept[twin] : next;
      const second = first === next ? kept[twin] : next;
      kept[twin] = { item: better(first.item, second.item), index: first.index };
    }
  }
  return kept.map((k) => k.item).sort((a, b) => a.position.start - b.position.start || a.position.end - b.position.end);
}

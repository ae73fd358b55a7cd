import { classify } from './classify';
import type { EngineAnalysis, EngineFinding, GrammarCheckResult, GrammarItem } from './findings';
import { mergeFindings } from './merge-findings';
import { ruleFindings } from './rules';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** A position the page can highlight: inside the text, in order, never splitting a surrogate pair. */
export function fitsText(text: string, { start, end }: { start: number; end: number }): boolean {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > text.length) {
    return false;
  }
  return !isHighSurrogate(text.charCodeAt(start - 1)) && !isHighSurrogate(text.charCodeAt(end - 1));
}

/** On a tie between two reports of one problem, Harper's wins, then retext's, then the product's own rules'. */
const ENGINE_ORDER: Record<EngineFinding['engine'], number> = { harper: 0, retext: 1, rules: 2 };

/**
 * The engines' findings on `text`, with the product's own rules' (rules/), as the page shows them: classified,
 * positions checked, duplicates merged.
 */
export function grammarReport(text: string, analysis: EngineAnalysis): GrammarCheckResult {
  const engineOrder = (finding: EngineFinding) => ENGINE_ORDER[finding.engine];
  const ordered = [...analysis.findings, ...ruleFindings(text)].sort((a, b) => engineOrder(a) - engineOrder(b));
  const items = mergeFindings(
    ordered.filter((finding) => fitsText(text, finding)).flatMap((finding) => classify(finding, text) ?? []),
  );
  return {
    items,
    counts: countByType(items),
    readability: analysis.readability,
    checkedCharacters: analysis.checkedCharacters,
    complete: analysis.checkedCharacters >= text.length,
  };
}

function countByType(items: readonly GrammarItem[]): GrammarCheckResult['counts'] {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const item of items) counts[item.type]++;
  return counts;
}

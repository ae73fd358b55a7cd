import type { EngineFinding } from '../findings';

/**
 * One precise pattern for a mistake Harper and retext miss (docs/tools.md, "Rules of our own"). The pattern
 * matches exactly the wrong text (context sits in lookbehinds and lookaheads), so the match is the position.
 */
export interface PatternRule {
  /** How classify() files it: agreement, confusable, punctuation or passive. */
  kind: 'agreement' | 'confusable' | 'punctuation' | 'passive';
  /** Global (`g`), for matchAll. */
  pattern: RegExp;
  /** The message and the replacement for one match (its groups name the context), or null to let it pass. */
  explain(match: RegExpMatchArray): { message: string; replacement: string | null } | null;
}

/** `replacement` written with the capital of `original`'s first letter, as the writer had it. */
export function sameCase(original: string, replacement: string): string {
  const first = original[0];
  return first && first !== first.toLowerCase() ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
}

/** A curly or straight apostrophe, as writers type both. */
export const APOSTROPHE = "['’]";

export function findingsOf(text: string, rules: readonly PatternRule[]): EngineFinding[] {
  const findings: EngineFinding[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const explained = rule.explain(match);
      if (!explained || match[0].length === 0) continue;
      findings.push({
        engine: 'rules',
        kind: rule.kind,
        rule: rule.kind,
        message: explained.message,
        replacements: explained.replacement === null ? [] : [explained.replacement],
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  return findings;
}

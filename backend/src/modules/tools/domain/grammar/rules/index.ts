import type { EngineFinding } from '../findings';
import { AGREEMENT_RULES } from './agreement-rules';
import { CONFUSABLE_RULES } from './confusable-rules';
import { PASSIVE_RULES } from './passive-rules';
import { findingsOf } from './pattern-rule';
import { PUNCTUATION_RULES } from './punctuation-rules';
import { QUANTIFIER_AGREEMENT_RULES } from './quantifier-agreement-rules';
import { SUBJECT_AGREEMENT_RULES } from './subject-agreement-rules';

const RULES = [
  ...AGREEMENT_RULES,
  ...SUBJECT_AGREEMENT_RULES,
  ...QUANTIFIER_AGREEMENT_RULES,
  ...CONFUSABLE_RULES,
  ...PUNCTUATION_RULES,
  ...PASSIVE_RULES,
];

/**
 * The product's own rules (docs/tools.md): precise patterns for mistakes the evaluation set showed Harper and
 * retext miss. Linear regular expressions over the text, microseconds on the main thread.
 */
export function ruleFindings(text: string): EngineFinding[] {
  // Two rules may see one mistake ("Tom and I has": a compound subject, and "I has"): it is one finding.
  const seen = new Set<string>();
  return findingsOf(text, RULES).filter((finding) => {
    const key = `${finding.start}:${finding.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

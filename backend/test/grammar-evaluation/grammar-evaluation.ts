import type { GrammarItem } from '../../src/modules/tools/domain/grammar/findings';
import type { ErrorKind, EvaluationPassage } from './grammar-passages';

/** What the check answered for one passage of the evaluation set. */
export interface PassageOutcome {
  passage: EvaluationPassage;
  items: readonly GrammarItem[];
}

export interface KindFigures {
  kind: ErrorKind | 'other';
  /** Labelled errors of this kind, and how many a finding overlapped. */
  labelled: number;
  found: number;
  /** Findings the check put in this kind, and how many of them overlapped a labelled error. */
  reported: number;
  correct: number;
}

export interface Evaluation {
  byKind: KindFigures[];
  labelled: number;
  found: number;
  reported: number;
  correct: number;
  cleanPassages: number;
  /** Clean passages with at least one error or warning. */
  flaggedClean: number;
  missed: { text: string; kind: ErrorKind; span: string }[];
  falseFindings: { text: string; marked: string; category: string; message: string }[];
}

const KINDS: readonly ErrorKind[] = [
  'spelling',
  'agreement',
  'a/an',
  'repeated word',
  'wrong word',
  'punctuation',
  'passive voice',
];

/**
 * Only errors and warnings count, as a finding and as a flag on a clean passage: info is advice (wordiness,
 * plain language, long sentences), which the page never presents as something wrong.
 */
export const counts = (item: GrammarItem) => item.type !== 'info';

/** Where a labelled span sits in its passage; it must occur exactly once. */
export function spanPosition(text: string, span: string): { start: number; end: number } {
  const start = text.indexOf(span);
  if (start < 0 || text.indexOf(span, start + 1) >= 0) {
    throw new Error(`The label ${JSON.stringify(span)} must occur exactly once in ${JSON.stringify(text)}`);
  }
  return { start, end: start + span.length };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.min(a.end, b.end) > Math.max(a.start, b.start);

/** The kind the check's own category puts a finding in, to measure precision by kind. */
function reportedKind(item: GrammarItem, text: string): ErrorKind | 'other' {
  switch (item.category) {
    case 'Spelling':
      return 'spelling';
    case 'Repeated word':
      return 'repeated word';
    case 'Passive voice':
      return 'passive voice';
    case 'Punctuation':
      return 'punctuation';
    case 'Word choice':
      return 'wrong word';
    case 'Agreement':
      return 'agreement';
    case 'Grammar':
      return /^an?$/i.test(text.slice(item.position.start, item.position.end)) ? 'a/an' : 'agreement';
    default:
      return 'other';
  }
}

/** Recall by kind (labelled errors a finding overlaps), precision by kind, and the clean passages flagged. */
export function evaluate(outcomes: readonly PassageOutcome[]): Evaluation {
  const figures = new Map<ErrorKind | 'other', KindFigures>(
    [...KINDS, 'other' as const].map((kind) => [kind, { kind, labelled: 0, found: 0, reported: 0, correct: 0 }]),
  );
  const evaluation: Evaluation = {
    byKind: [],
    labelled: 0,
    found: 0,
    reported: 0,
    correct: 0,
    cleanPassages: 0,
    flaggedClean: 0,
    missed: [],
    falseFindings: [],
  };
  for (const { passage, items } of outcomes) {
    const findings = items.filter(counts);
    const labels = passage.errors.map((label) => ({ ...label, position: spanPosition(passage.text, label.span) }));
    for (const label of labels) {
      const kind = figures.get(label.kind)!;
      kind.labelled++;
      if (findings.some((item) => overlaps(item.position, label.position))) kind.found++;
      else evaluation.missed.push({ text: passage.text, kind: label.kind, span: label.span });
    }
    for (const item of findings) {
      const kind = figures.get(reportedKind(item, passage.text))!;
      kind.reported++;
      if (labels.some((label) => overlaps(item.position, label.position))) kind.correct++;
      else {
        evaluation.falseFindings.push({
          text: passage.text,
          marked: passage.text.slice(item.position.start, item.position.end),
          category: item.category,
          message: item.message,
        });
      }
    }
    if (labels.length === 0) {
      evaluation.cleanPassages++;
      if (findings.length > 0) evaluation.flaggedClean++;
    }
  }
  evaluation.byKind = [...figures.values()].filter((kind) => kind.labelled > 0 || kind.reported > 0);
  for (const kind of evaluation.byKind) {
    evaluation.labelled += kind.labelled;
    evaluation.found += kind.found;
    evaluation.reported += kind.reported;
    evaluation.correct += kind.correct;
  }
  return evaluation;
}

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(0)}%`);

/** The figures as the Markdown table docs/tools.md shows. */
export function evaluationTable(evaluation: Evaluation): string {
  const row = (name: string, f: Pick<KindFigures, 'labelled' | 'found' | 'reported' | 'correct'>) =>
    `| ${name} | ${f.found} of ${f.labelled} | ${share(f.found, f.labelled)} | ${f.correct} of ${f.reported} | ${share(f.correct, f.reported)} |`;
  return [
    '| Kind | Found | Recall | Findings marking a labelled error | Precision |',
    '|---|---|---|---|---|',
    ...evaluation.byKind.map((kind) => row(kind.kind, kind)),
    row('**all**', evaluation),
  ].join('\n');
}

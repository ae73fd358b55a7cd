import type { GrammarCheckResult } from '../src/modules/tools/domain/grammar/findings';
import { evaluate, evaluationTable, type PassageOutcome } from '../src/modules/tools/evaluation/grammar-evaluation';
import { CLEAN_PASSAGES, PASSAGES_WITH_ERRORS } from '../src/modules/tools/evaluation/grammar-passages';
import type { PiscinaGrammarEngine } from '../src/modules/tools/infrastructure/grammar/piscina-grammar-engine';
import { GRAMMAR_ENGINE } from '../src/modules/tools/tools.tokens';
import { writers } from './support/assignment-helpers';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 16, "Quality, measured": the evaluation set (src/modules/tools/evaluation/) through the real call, with
 * Harper and retext in their worker threads. The figures printed here are the ones docs/tools.md reports.
 */
describe('tools: the grammar check on its evaluation set', () => {
  let t: TestApp;
  const outcomes: PassageOutcome[] = [];

  beforeAll(async () => {
    t = await startTestApp({ TOOLS_CHECKS_PER_WINDOW: '1000' });
    const [member] = await writers(t, 1);
    await t.app.get<PiscinaGrammarEngine>(GRAMMAR_ENGINE).warm();
    for (const passage of [...PASSAGES_WITH_ERRORS, ...CLEAN_PASSAGES]) {
      const response = await member.client.post('/api/tools/grammar', { text: passage.text });
      expect(response.status).toBe(200);
      outcomes.push({ passage, items: (response.body as GrammarCheckResult).items });
    }
    const evaluation = evaluate(outcomes);
    console.log(
      `${evaluationTable(evaluation)}\n\nClean passages flagged: ${evaluation.flaggedClean} of ${evaluation.cleanPassages}` +
        `\n\nMissed:\n${evaluation.missed.map((m) => `  ${m.kind} “${m.span}” in ${m.text}`).join('\n')}` +
        `\n\nFindings on no labelled error:\n${evaluation.falseFindings
          .map((f) => `  ${f.category} “${f.marked}” (${f.message}) in ${f.text}`)
          .join('\n')}`,
    );
  }, 240_000);
  afterAll(() => t.close());

  it('holds at least 60 passages: at least 40 with labelled errors of every kind, and 20 clean', () => {
    expect(PASSAGES_WITH_ERRORS.length + CLEAN_PASSAGES.length).toBeGreaterThanOrEqual(60);
    expect(PASSAGES_WITH_ERRORS.length).toBeGreaterThanOrEqual(40);
    expect(CLEAN_PASSAGES.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(PASSAGES_WITH_ERRORS.flatMap((passage) => passage.errors.map((error) => error.kind)));
    expect([...kinds].sort()).toEqual(
      ['a/an', 'agreement', 'passive voice', 'punctuation', 'repeated word', 'spelling', 'wrong word'].sort(),
    );
  });

  it('finds at least 80% of the labelled errors', () => {
    const { found, labelled } = evaluate(outcomes);
    expect(found / labelled).toBeGreaterThanOrEqual(0.8);
  });

  it('flags at most 1 in 10 clean passages with an error or a warning', () => {
    const { flaggedClean, cleanPassages } = evaluate(outcomes);
    expect(flaggedClean / cleanPassages).toBeLessThanOrEqual(0.1);
  });
});

import type { EngineAnalysis } from '../../domain/grammar/findings';
import type { GrammarEngine } from './ports/grammar-engine';
import { VersionGrammar } from './version-grammar';

const TEXT = 'The tide goes out twice a day.';

function engine(answers: (Partial<EngineAnalysis> | Error)[]) {
  const calls: { text: string; budgetMs?: number }[] = [];
  const fake: GrammarEngine = {
    analyse: (text, budgetMs) => {
      calls.push({ text, budgetMs });
      const answer = answers.shift() ?? {};
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve({
        findings: [],
        readability: { fleschReadingEase: 100, fleschKincaidGrade: 1, sentences: 1, words: 7, syllables: 7 },
        checkedCharacters: text.length,
        ...answer,
      } as EngineAnalysis);
    },
  };
  return { fake, calls };
}

describe('the grammar findings of a handed-in version (D22)', () => {
  it('checks a version once, with a budget longer than the tool’s, and answers the kept report after', async () => {
    const { fake, calls } = engine([{}]);
    const grammar = new VersionGrammar(fake);
    const first = await grammar.report(7, TEXT);
    expect(first.complete).toBe(true);
    expect(await grammar.report(7, TEXT)).toBe(first);
    expect(calls).toEqual([{ text: TEXT, budgetMs: 15_000 }]);
  });

  it('checks again after a report that ran out of time or a failure', async () => {
    const { fake, calls } = engine([{ checkedCharacters: 5 }, new Error('pool down'), {}]);
    const grammar = new VersionGrammar(fake);
    expect((await grammar.report(7, TEXT)).complete).toBe(false);
    await expect(grammar.report(7, TEXT)).rejects.toThrow('pool down');
    expect((await grammar.report(7, TEXT)).complete).toBe(true);
    await grammar.report(7, TEXT);
    expect(calls).toHaveLength(3);
  });

  it('keeps the 200 most recently read versions', async () => {
    const { fake, calls } = engine([]);
    const grammar = new VersionGrammar(fake);
    for (let id = 1; id <= 201; id++) await grammar.report(id, TEXT);
    await grammar.report(201, TEXT);
    expect(calls).toHaveLength(201);
    await grammar.report(1, TEXT);
    expect(calls).toHaveLength(202);
  });
});

import type { EngineAnalysis } from '../../domain/grammar/findings';
import type { GrammarEngine } from './ports/grammar-engine';
import { INCOMPLETE_KEPT_MS, VERSION_CHECK_WAIT_MS, VersionGrammar } from './version-grammar';

const TEXT = 'The tide goes out twice a day.';

/** A whole check of `text` that found nothing. */
const analysisOf = (text: string): EngineAnalysis => ({
  findings: [],
  readability: { readingEase: 100, gradeLevel: 1, sentences: 1, words: 7, syllables: 7 },
  checkedCharacters: text.length,
});

function engine(answers: (Partial<EngineAnalysis> | Error)[]) {
  const calls: { text: string; budgetMs?: number }[] = [];
  const fake: GrammarEngine = {
    analyse: (text, budgetMs) => {
      calls.push({ text, budgetMs });
      const answer = answers.shift() ?? {};
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve({ ...analysisOf(text), ...answer });
    },
    prepare: () => undefined,
  };
  return { fake, calls };
}

/** An engine whose checks end when the test says so. */
function heldEngine() {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const fake: GrammarEngine = {
    analyse: (text) => {
      calls.push(text);
      return new Promise<EngineAnalysis>((resolve) => pending.push(() => resolve(analysisOf(text))));
    },
    prepare: () => undefined,
  };
  const finishNext = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { fake, calls, finishNext };
}

let now = new Date('2026-11-28T09:00:00Z');
const clock = { now: () => now };

describe('the grammar findings of a handed-in version (D22)', () => {
  it('checks a version once, with a budget longer than the tool’s, and answers the kept report after', async () => {
    const { fake, calls } = engine([{}]);
    const grammar = new VersionGrammar(fake, clock);
    const first = await grammar.report(7, TEXT);
    expect(first.complete).toBe(true);
    expect(await grammar.report(7, TEXT)).toBe(first);
    expect(calls).toEqual([{ text: TEXT, budgetMs: 15_000 }]);
  });

  it('keeps a report that ran out of time for 10 minutes, then checks again; checks again after a failure', async () => {
    const { fake, calls } = engine([{ checkedCharacters: 5 }, {}, new Error('pool down'), {}]);
    const grammar = new VersionGrammar(fake, clock);
    const partial = await grammar.report(7, TEXT);
    expect(partial.complete).toBe(false);
    now = new Date(now.getTime() + INCOMPLETE_KEPT_MS - 1);
    expect(await grammar.report(7, TEXT)).toBe(partial);
    expect(calls).toHaveLength(1);
    now = new Date(now.getTime() + 1);
    expect((await grammar.report(7, TEXT)).complete).toBe(true);
    expect(calls).toHaveLength(2);

    await expect(grammar.report(8, TEXT)).rejects.toThrow('pool down');
    expect((await grammar.report(8, TEXT)).complete).toBe(true);
    expect(calls).toHaveLength(4);
  });

  it('runs one version check at a time: reads of the same version share it, another version waits', async () => {
    const { fake, calls, finishNext } = heldEngine();
    const grammar = new VersionGrammar(fake, clock);
    const first = grammar.report(1, 'First version.');
    expect(grammar.report(1, 'First version.')).toBe(first);
    const second = grammar.report(2, 'Second version.');
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['First version.']);
    await finishNext();
    expect((await first).complete).toBe(true);
    expect(calls).toEqual(['First version.', 'Second version.']);
    await finishNext();
    expect((await second).complete).toBe(true);
  });

  describe('while a long check runs', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    it('answers 503 to another version after a short wait, and checks it on a later read', async () => {
      const { fake, calls, finishNext } = heldEngine();
      const grammar = new VersionGrammar(fake, clock);
      const long = grammar.report(1, 'A long version.');
      const refused = grammar.report(2, 'Another version.');
      const outcome = refused.then(
        () => 'answered',
        (error: Error) => error.message,
      );
      await jest.advanceTimersByTimeAsync(VERSION_CHECK_WAIT_MS);
      expect(await outcome).toBe(
        'The grammar checker is checking another version for the review desk. Please try again in a few seconds.',
      );
      expect(calls).toEqual(['A long version.']);
      await finishNext();
      await long;
      const later = grammar.report(2, 'Another version.');
      await finishNext();
      expect((await later).complete).toBe(true);
      expect(calls).toEqual(['A long version.', 'Another version.']);
    });
  });

  it('keeps the 200 most recently read versions', async () => {
    const { fake, calls } = engine([]);
    const grammar = new VersionGrammar(fake, clock);
    for (let id = 1; id <= 201; id++) await grammar.report(id, TEXT);
    await grammar.report(201, TEXT);
    expect(calls).toHaveLength(201);
    await grammar.report(1, TEXT);
    expect(calls).toHaveLength(202);
  });
});

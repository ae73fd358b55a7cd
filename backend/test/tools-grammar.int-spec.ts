import { PiscinaGrammarEngine } from '../src/modules/tools/infrastructure/grammar/piscina-grammar-engine';
import { GRAMMAR_ENGINE } from '../src/modules/tools/tools.tokens';
import { NUL_MESSAGE } from '../src/platform/http/validation';
import { writers, type Writer } from './support/assignment-helpers';
import { startTestApp, type TestApp } from './support/test-app';

interface Item {
  type: 'error' | 'warning' | 'info';
  category: string;
  message: string;
  suggestion: string | null;
  position: { start: number; end: number };
}

interface GrammarResult {
  items: Item[];
  counts: { error: number; warning: number; info: number };
  readability: { readingEase: number; gradeLevel: number; sentences: number; words: number; syllables: number };
  checkedCharacters: number;
  complete: boolean;
}

/** Prose with no mistakes a copy editor would mark. */
const CLEAN =
  'Editors read pitches quickly, so the first two sentences carry most of the weight. Say what the piece is, ' +
  'who it is for and why it matters now.';

/** 20,000 characters of made-up words in short sentences: Harper spends seconds on their spelling suggestions. */
const UNKNOWN_WORDS = (() => {
  const syllables = ['zor', 'quel', 'frin', 'plas', 'miv', 'snor', 'trin', 'gaf', 'blom', 'vis', 'drel', 'kup'];
  const word = (i: number) => syllables[i % 12] + syllables[(i * 7 + 3) % 12] + syllables[(i * 5 + 1) % 11];
  const sentences = Array.from({ length: 800 }, (_, s) =>
    Array.from({ length: 6 }, (_, w) => word(s * 6 + w)).join(' '),
  );
  return sentences
    .map((sentence) => `${sentence[0].toUpperCase()}${sentence.slice(1)}.`)
    .join(' ')
    .slice(0, 20_000);
})();

describe('tools: POST /api/tools/grammar', () => {
  let t: TestApp;
  let member: Writer;
  const check = (text: unknown, who: Writer = member) => who.client.post('/api/tools/grammar', { text });

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', GRAMMAR_TIME_BUDGET_MS: '500' });
    [member] = await writers(t, 1);
    // Both threads have loaded Harper (seconds each, longer on a busy machine) before the first check.
    await t.app.get<PiscinaGrammarEngine>(GRAMMAR_ENGINE).warm();
  }, 180_000);
  afterAll(() => t.close());

  it('answers 401 to a visitor and never runs the check', async () => {
    const visitor = await t.client();
    const response = await visitor.post('/api/tools/grammar', { text: CLEAN });
    expect(response.status).toBe(401);
  });

  it('finds spelling, agreement, a/an and a repeated word, with the fix to apply', async () => {
    const text = 'Thiss sentence is fine. She go to the office on Mondays. I saw a elephant. The the cat sat down.';
    const response = await check(text);
    expect(response.status).toBe(200);
    const result = response.body as GrammarResult;
    const marked = result.items.map((item) => text.slice(item.position.start, item.position.end));
    expect(marked).toEqual(expect.arrayContaining(['Thiss', 'go', 'a', 'The the']));
    expect(result.items.find((i) => marked[result.items.indexOf(i)] === 'Thiss')).toMatchObject({
      type: 'error',
      category: 'Spelling',
      suggestion: 'This',
    });
    expect(result.counts.error).toBeGreaterThanOrEqual(4);
    expect(result.counts.error + result.counts.warning + result.counts.info).toBe(result.items.length);
  });

  it('merges the a/an problem both engines find into one item, and the repeated word too', async () => {
    const text = 'We need a approach that works. The the rest can wait.';
    const { items } = (await check(text)).body as GrammarResult;
    const at = (word: string) => items.filter((i) => text.slice(i.position.start, i.position.end) === word);
    expect(at('a')).toHaveLength(1);
    expect(at('a')[0]).toMatchObject({ type: 'error', suggestion: 'an' });
    expect(items.filter((i) => i.position.start === text.indexOf('The the'))).toHaveLength(1);
  });

  it('gives positions as UTF-16 offsets into the exact text sent, after emoji and accented words', async () => {
    const text = '😀 Café naïve résumé: teh dog sat. 👩‍👩‍👧 Thiss is a apple. Ωmega 𝒳 wrod.';
    const { items } = (await check(text)).body as GrammarResult;
    const marked = items.map((item) => text.slice(item.position.start, item.position.end));
    expect(marked).toEqual(expect.arrayContaining(['teh', 'Thiss', 'a', 'wrod']));
    for (const { position } of items) {
      expect(position.end).toBeLessThanOrEqual(text.length);
      expect(position.start).toBeLessThanOrEqual(position.end);
    }
  });

  it('marks passive voice, wordy words and extra sentence spacing as style, not errors', async () => {
    const text = 'The report was written by the committee.  We will utilize the new template.';
    const { items } = (await check(text)).body as GrammarResult;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'warning', category: 'Passive voice' }),
        expect.objectContaining({ type: 'warning', category: 'Punctuation', suggestion: ' ' }),
        expect.objectContaining({ type: 'info', category: 'Plain language', suggestion: 'use' }),
      ]),
    );
    expect(items.filter((i) => i.type === 'error')).toEqual([]);
  });

  it('finds no error or warning in clean prose, and reports its readability as the shared implementation does', async () => {
    const { readability } = await import('@penwright/text');
    const result = (await check(CLEAN)).body as GrammarResult;
    expect(result.items.filter((i) => i.type !== 'info')).toEqual([]);
    expect(result.readability).toEqual(readability(CLEAN));
    expect(result).toMatchObject({ checkedCharacters: CLEAN.length, complete: true });
  });

  it('marks the agreement mistakes a member tries first, once each, with the fix (issue 23)', async () => {
    const text =
      'Me and him was late because they was tired. They sends the invoices. Me and my friend has a blog. ' +
      'Its important to ask. They were right, me and him were wrong, and the book lost its cover.';
    const { items } = (await check(text)).body as GrammarResult;
    const errors = items
      .filter((item) => item.type === 'error')
      .map((item) => ({ marked: text.slice(item.position.start, item.position.end), suggestion: item.suggestion }));
    expect(errors).toEqual([
      { marked: 'was', suggestion: 'were' },
      { marked: 'was', suggestion: 'were' },
      { marked: 'sends', suggestion: 'send' },
      { marked: 'has', suggestion: 'have' },
      { marked: 'Its', suggestion: 'It’s' },
    ]);
  });

  it('knows the words writers use: “trailhead”, “lede”, “villanelle” and the style guide’s “OK” pass (issue 23)', async () => {
    const text =
      'From the trailhead I drafted the lede and a nut graf, then a villanelle in tercets and a ghazal. ' +
      'At the Trailhead Cafe, over gelato, we workshopped the logline of a listicle. It was OK.';
    const { items } = (await check(text)).body as GrammarResult;
    expect(items.filter((item) => item.type === 'error')).toEqual([]);
  });

  it('refuses bad input with a clear 400 and never a 500', async () => {
    const NOT_TEXT = ['Text must be a string of Unicode characters'];
    const BLANK = ['Paste or write some text to check: the text is blank.'];
    const cases: [unknown, string[]][] = [
      [42, NOT_TEXT],
      [null, NOT_TEXT],
      [['a list'], NOT_TEXT],
      [{ nested: 'object' }, NOT_TEXT],
      ['', BLANK],
      ['   \n\t ', BLANK],
      ['Nul\u0000 inside', [NUL_MESSAGE]],
      // A lone surrogate is no character: the field's own message says what is wanted.
      ['Lone \ud800 surrogate', NOT_TEXT],
      ['Lone \udfff', NOT_TEXT],
    ];
    for (const [text, message] of cases) {
      const response = await check(text);
      expect({ text, status: response.status }).toEqual({ text, status: 400 });
      expect(response.body.message).toEqual(message);
    }
    expect((await member.client.post('/api/tools/grammar', {})).status).toBe(400);
    const extra = await member.client.post('/api/tools/grammar', { text: CLEAN, language: 'fr' });
    expect(extra.status).toBe(400);
    expect((await member.client.post('/api/tools/grammar', '{"text": ')).status).toBe(400);
  });

  it('answers 413 with the limit past 20,000 characters, and checks a text of exactly 20,000', async () => {
    const sentence = 'The editor reads each pitch with care. ';
    const longest = sentence.repeat(Math.ceil(20_000 / sentence.length)).slice(0, 20_000);
    const tooLong = await check(`${longest}x`);
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.message).toBe('Your text is too long: 20,001 characters, at most 20,000 are accepted.');
    const fits = await check(longest);
    expect(fits.status).toBe(200);
    expect((fits.body as GrammarResult).readability.words).toBeGreaterThan(3000);
  });

  it('answers a text Harper cannot finish in its time budget with what it checked, and says so', async () => {
    const response = await check(UNKNOWN_WORDS);
    expect(response.status).toBe(200);
    const result = response.body as GrammarResult;
    expect(result.complete).toBe(false);
    expect(result.checkedCharacters).toBeGreaterThan(0);
    expect(result.checkedCharacters).toBeLessThan(20_000);
    expect(result.counts.error).toBeGreaterThan(0);
  });

  it('keeps answering other requests while a long check runs (the check runs off the event loop)', async () => {
    const order: string[] = [];
    const long = check(UNKNOWN_WORDS).then((response) => {
      order.push(`long ${response.status}`);
    });
    // The long check is on a worker thread before the others start.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = member.client.get('/api/health').then((response) => {
      order.push(`health ${response.status}`);
    });
    const short = check('A short text with one eror.').then((response) => {
      order.push(`short ${response.status}`);
    });
    await Promise.all([long, health, short]);
    // Health (on the event loop) and the short check (on the other thread) both answer while the long one runs.
    expect(order).toHaveLength(3);
    expect(order.slice(0, 2)).toEqual(expect.arrayContaining(['health 200', 'short 200']));
    expect(order[2]).toBe('long 200');
  });
});

describe('tools: the grammar check’s rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', TOOLS_CHECKS_PER_WINDOW: '3' });
    // The threads' start (seconds, far longer on a busy machine) is not what this test times.
    await t.app.get<PiscinaGrammarEngine>(GRAMMAR_ENGINE).warm();
  }, 180_000);
  afterAll(() => t.close());

  it('allows TOOLS_CHECKS_PER_WINDOW checks per member, then answers 429 saying when, other members unaffected', async () => {
    const [first, second] = await writers(t, 2);
    for (let i = 0; i < 3; i++) {
      expect((await first.client.post('/api/tools/grammar', { text: 'One fine line.' })).status).toBe(200);
    }
    const refused = await first.client.post('/api/tools/grammar', { text: 'One fine line.' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'You have run 3 grammar checks in the last 10 minutes, the most allowed. Try again in 10 minutes.',
    );
    expect((await second.client.post('/api/tools/grammar', { text: 'One fine line.' })).status).toBe(200);
    // Refusals of bad input are not counted: a member's typo in the request costs nothing.
    const blank = await second.client.post('/api/tools/grammar', { text: ' ' });
    expect(blank.status).toBe(400);
  });
});

describe('tools: the grammar pool idles small (issue 29)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ GRAMMAR_IDLE_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('holds no thread until a check arrives, ends it after a quiet period, and starts one again for the next check', async () => {
    const engine = t.app.get<PiscinaGrammarEngine>(GRAMMAR_ENGINE);
    const [writer] = await writers(t, 1);
    expect(engine.threads).toBe(0);
    const first = await writer!.client.post('/api/tools/grammar', { text: 'The the cat sat.' });
    expect(first.status).toBe(200);
    expect(engine.threads).toBe(1);
    await waitFor(() => engine.threads === 0, 15_000);
    const again = await writer!.client.post('/api/tools/grammar', { text: 'The the cat sat.' });
    expect([again.status, again.body.counts]).toEqual([200, first.body.counts]);
  }, 120_000);

  it('starts a thread when a member opens a checker, so their first check does not wait for it', async () => {
    const engine = t.app.get<PiscinaGrammarEngine>(GRAMMAR_ENGINE);
    const [writer] = await writers(t, 1);
    await waitFor(() => engine.threads === 0, 15_000);
    const visitor = await (await t.client()).post('/api/tools/grammar/prepare');
    expect([visitor.status, engine.threads]).toEqual([401, 0]);

    const prepared = await writer!.client.post('/api/tools/grammar/prepare');
    expect([prepared.status, engine.threads]).toEqual([204, 1]);
    // Opening a second checker while the thread starts asks nothing more of the pool.
    await writer!.client.post('/api/tools/grammar/prepare');
    expect(engine.threads).toBe(1);
    // A check sent before the thread is up waits for that thread: no second thread starts for it.
    const check = await writer!.client.post('/api/tools/grammar', { text: 'The the cat sat.' });
    expect([check.status, engine.threads]).toEqual([200, 1]);
    await waitFor(() => engine.threads === 0, 15_000);
  }, 120_000);
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

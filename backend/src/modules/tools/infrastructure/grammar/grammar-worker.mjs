// @ts-check
/**
 * The grammar pool's worker (piscina runs one per thread; docs/tools.md). Plain ES module JavaScript on purpose:
 * harper.js and the retext family ship as ES modules only, and a worker thread loads this file with Node's own
 * loader, outside the CommonJS build and outside jest, so the same file runs from `dist/` (tsc copies it there,
 * `allowJs`) and from `src/` under the integration tests. It reports what the engines found; classifying,
 * merging and wording happen in the TypeScript domain (domain/grammar/).
 *
 * Loading Harper's WebAssembly and building its dictionary takes about a second, so it happens once per thread, when
 * the pool starts it, followed by a warm-up check (the first lint of a thread is several times slower).
 */
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import retextEnglish from 'retext-english';
import retextEquality from 'retext-equality';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextPassive from 'retext-passive';
import retextRepeatedWords from 'retext-repeated-words';
import retextSentenceSpacing from 'retext-sentence-spacing';
import retextSimplify from 'retext-simplify';
import { unified } from 'unified';
import { WRITERS_WORDS } from './writers-words.mjs';

/** @type {typeof import('@penwright/text')} D11's readability; its CommonJS build (the ES one makes Node warn). */
const { readability } = createRequire(import.meta.url)('@penwright/text');

// A check gives way to the event loop: on Linux this lowers only this thread's priority, so when the CPUs are
// busy the requests the main thread serves (other members' pages, health checks) are scheduled first. Measured
// with two busy threads on 2 CPUs, a 10 ms timer's p99 lateness halved (docs/tools.md).
try {
  setPriority(10);
} catch {
  // Not permitted (some containers): the checks run at the process's priority, as before.
}

/** Characters per Harper call: its cost grows faster than the length of a sentence it cannot split. */
const CHUNK_CHARACTERS = 1000;
/** A run of non-space characters this long is no English word (a URL, a hash, a key held down): Harper skips it. */
const LONGEST_TOKEN = 48;

/**
 * Harper rules that are off, each for marking correct prose in the collective's own articles and lessons:
 * brand names on ordinary phrases ("on day one"), closed compounds it prefers ("homepage", even "blogposts"),
 * "copywriting" taken for "copyright", "a briefing" as a mass noun, "subheadline" and "non-profit" split or
 * joined, "setup time" as a verb; and the en dash in "$50-100", a typographic preference the style guide lacks.
 * `OkToOkay` asks for "okay" where the collective's style guide (a resource) asks for "OK".
 */
const HARPER_RULES_OFF = [
  'DayOneNames',
  'CompoundNouns',
  'Copyright',
  'MassNouns',
  'SplitWords',
  'DisjointPrefixes',
  'PhrasalVerbAsCompoundNoun',
  'NumericRangeEnDash',
  'OkToOkay',
];

/** retext-equality: gendered pronouns about a known person are not a problem; these words are mostly harmless. */
const EQUALITY_IGNORED = [
  'he',
  'she',
  'him',
  'her',
  'his',
  'hers',
  'himself',
  'herself',
  'just',
  'easy',
  'easily',
  'simple',
  'simply',
  'straightforward',
];
/** retext-simplify: entries that would mark most sentences of ordinary prose. */
const SIMPLIFY_IGNORED = ['it is', 'type', 'all of', 'however', 'in order to', 'multiple', 'provide'];

const WARM_UP_TEXT =
  'Thiss sentense has a error. The the editors was reading an pitch. The draft was written by a chairman.';

const retext = unified()
  .use(retextEnglish)
  .use(retextPassive)
  .use(retextSimplify, { ignore: SIMPLIFY_IGNORED })
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextEquality, { ignore: EQUALITY_IGNORED })
  .use(retextSentenceSpacing, { preferred: 1 });

/** @type {LocalLinter} */
let linter;
/** Set when Harper failed (a WebAssembly trap leaves its instance unusable): this thread then retires. */
let broken = false;

async function start() {
  linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
  const config = await linter.getLintConfig();
  for (const rule of HARPER_RULES_OFF) if (rule in config) config[rule] = false;
  await linter.setLintConfig(config);
  await linter.importWords([...WRITERS_WORDS]);
  await analyse({ text: WARM_UP_TEXT, budgetMs: 60_000 });
  // Tells the pool (piscina passes it on as a 'message' event) that this thread answers at full speed now, and how
  // long its start took (a worker's clock starts with the thread).
  parentPort?.postMessage({ grammarWorkerWarm: true, startMs: Math.round(performance.now()) });
}

/** Started when the pool loads this file, so the thread is warm before its first request. */
const ready = start();
// A failed start is reported to each task that awaits `ready`; this keeps it from counting as unhandled.
ready.catch(() => undefined);

/**
 * @typedef {{ engine: 'harper' | 'retext', kind: string, rule: string, message: string, replacements: string[],
 *   start: number, end: number }} EngineFinding
 * @typedef {{ text: string, budgetMs: number }} Task
 */

/**
 * The task: every finding of both engines on `text`, with UTF-16 offsets into it, its readability (D11: the
 * shared implementation), and how far Harper got within `budgetMs`. `{ prepare: true }` only brings the thread up
 * (the pool's `prepare`): it answers at once, without waiting for the start, so the pool counts this thread free and
 * hands it the member's check, which waits for the start here, instead of starting a second thread for it.
 * @param {Task | { prepare: true }} task
 */
export default async function check(task) {
  if ('prepare' in task) return null;
  await ready;
  return analyse(task);
}

/** @param {Task} task */
async function analyse({ text, budgetMs }) {
  const { findings: harperFindings, checkedCharacters } = await harperFindingsOf(text, Date.now() + budgetMs);
  const findings = [...harperFindings, ...(await retextFindingsOf(text))];
  if (broken) setTimeout(() => process.exit(1), 10); // after this answer is posted; piscina starts a fresh thread
  return { findings, readability: readability(text), checkedCharacters };
}

/**
 * Harper, chunk by chunk (paragraphs, else sentences, else words), until the deadline: a text of thousands of
 * unknown words costs seconds of spelling suggestions, and the member gets what was checked in time.
 * @param {string} text
 * @param {number} deadline
 */
async function harperFindingsOf(text, deadline) {
  /** @type {EngineFinding[]} */
  const findings = [];
  for (const { start, end } of chunks(text)) {
    if (Date.now() > deadline || broken) return { findings, checkedCharacters: start };
    const part = text.slice(start, end);
    try {
      for (const lint of await linter.lint(part, { language: 'plaintext' })) {
        const finding = harperFinding(lint, part, start);
        if (finding) findings.push(finding);
      }
    } catch (error) {
      console.error('Harper failed; this grammar thread hands in what it has and restarts:', error);
      broken = true;
      return { findings, checkedCharacters: start };
    }
  }
  return { findings, checkedCharacters: text.length };
}

/**
 * @param {import('harper.js').Lint} lint
 * @param {string} part
 * @param {number} offset where `part` starts in the whole text
 * @returns {EngineFinding | null}
 */
function harperFinding(lint, part, offset) {
  const span = lint.span();
  const problem = lint.get_problem_text();
  const position = utf16Span(part, span.start, span.end, problem);
  if (!position) return null;
  const replacements = lint
    .suggestions()
    .slice(0, 3)
    .map((suggestion) => {
      const kind = suggestion.kind();
      if (kind === 1) return ''; // Remove
      if (kind === 2) return problem + suggestion.get_replacement_text(); // InsertAfter
      return suggestion.get_replacement_text(); // Replace
    });
  const kind = lint.lint_kind();
  return {
    engine: 'harper',
    kind,
    rule: kind,
    message: lint.message(),
    replacements,
    start: offset + position.start,
    end: offset + position.end,
  };
}

/**
 * Harper's span in UTF-16 units of `part`, checked against the text it says it marks. harper.js answers UTF-16
 * offsets today; should a version answer code points (Rust's chars), they are converted; a span that matches
 * neither is dropped rather than highlighting the wrong words.
 * @param {string} part
 * @param {number} start
 * @param {number} end
 * @param {string} problem
 */
function utf16Span(part, start, end, problem) {
  if (part.slice(start, end) === problem) return { start, end };
  const codePoints = Array.from(part);
  const from = codePoints.slice(0, start).join('').length;
  const to = from + codePoints.slice(start, end).join('').length;
  return part.slice(from, to) === problem ? { start: from, end: to } : null;
}

/**
 * Ranges of `text` to give Harper, in order: never longer than CHUNK_CHARACTERS, cut at a paragraph break, else
 * a sentence end, else a space; over-long tokens are left out (they sit between two ranges).
 * @param {string} text
 * @returns {{ start: number, end: number }[]}
 */
function chunks(text) {
  const ranges = [];
  let from = 0;
  for (const token of text.matchAll(new RegExp(`\\S{${LONGEST_TOKEN + 1},}`, 'g'))) {
    ranges.push(...split(text, from, token.index));
    from = token.index + token[0].length;
  }
  ranges.push(...split(text, from, text.length));
  return ranges.filter(({ start, end }) => /\S/.test(text.slice(start, end)));
}

/**
 * @param {string} text
 * @param {number} start
 * @param {number} end
 */
function split(text, start, end) {
  const ranges = [];
  while (end - start > CHUNK_CHARACTERS) {
    const window = text.slice(start, start + CHUNK_CHARACTERS);
    const cut =
      lastBreak(window, /\n\s*\n/g) ??
      lastBreak(window, /[.!?…]["'”’)\]]*\s+/g) ??
      lastBreak(window, /\s+/g) ??
      safeCut(window, CHUNK_CHARACTERS);
    ranges.push({ start, end: start + cut });
    start += cut;
  }
  if (end > start) ranges.push({ start, end });
  return ranges;
}

/**
 * Where the last match of `pattern` in `window` ends, if that leaves a chunk of a useful size.
 * @param {string} window
 * @param {RegExp} pattern
 */
function lastBreak(window, pattern) {
  let cut = null;
  for (const match of window.matchAll(pattern)) cut = match.index + match[0].length;
  return cut !== null && cut >= CHUNK_CHARACTERS / 4 ? cut : null;
}

/**
 * A hard cut that does not split a surrogate pair.
 * @param {string} window
 * @param {number} at
 */
function safeCut(window, at) {
  const code = window.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}

/**
 * retext's findings (vfile messages carry UTF-16 offsets into the text).
 * @param {string} text
 * @returns {Promise<EngineFinding[]>}
 */
function retextFindingsOf(text) {
  return new Promise((resolve, reject) => {
    retext.run(retext.parse(text), text, (error, _tree, file) => {
      if (error || !file) {
        reject(error);
        return;
      }
      resolve(
        file.messages.flatMap((message) => {
          const start = message.place && 'start' in message.place ? message.place.start.offset : undefined;
          const end = message.place && 'end' in message.place ? message.place.end.offset : undefined;
          if (start === undefined || end === undefined) return [];
          return [
            {
              engine: 'retext',
              kind: message.source ?? '',
              rule: message.ruleId ?? '',
              message: message.reason,
              replacements: Array.isArray(message.expected) ? message.expected.map(String) : [],
              start,
              end,
            },
          ];
        }),
      );
    });
  });
}

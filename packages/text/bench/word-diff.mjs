#!/usr/bin/env node
// `make bench`, the review desk's row (issue 28): the word diff of two 5,000-word versions of a submission, as the
// review page computes it when an editor compares versions. Target: p95 under 50 ms. It runs the built package
// (dist/esm, the same code the browser runs) in Node's V8, the engine of the editors' Chromium.
//
//   npm run build -w packages/text && node packages/text/bench/word-diff.mjs
//
// A revision as writers make them: about one word in twenty-five replaced, sentences added and removed, one
// paragraph moved, commas changed. BENCH_DIFF_RUNS (default 200) diffs are timed after 20 warm-up runs.
import { performance } from 'node:perf_hooks';
import { countWords, wordDiff } from '../dist/esm/index.js';

const RUNS = Number(process.env.BENCH_DIFF_RUNS ?? 200);
const TARGET_P95_MS = 50;

const SENTENCES = [
  'A community solar co-op starts with one roof and a spreadsheet of what the building pays for power each month.',
  'Members buy shares, the co-op buys panels, and the school that lends its roof pays less for electricity than before.',
  'The first winter is the test: short days, snow on the panels, and parents asking why the savings look so small.',
  'Good co-ops publish their meter readings every month, so nobody has to take the treasurer at her word.',
  'Insurance, inverter warranties and the roof’s own age decide more of the budget than the panels do.',
  'Most boards underestimate the paperwork; a part-time coordinator pays for herself within the first year.',
  'When the roof needs repairs, the panels come off and go back on, and someone has to pay the electrician twice.',
  'The savings flow back as lower bills for the school and a modest dividend for members, usually three to five percent.',
];

/** A 5,000-word article of varied sentences (each numbered, so the text does not repeat itself). */
function article(words) {
  const sentences = [];
  for (let i = 0; countWords(sentences.join(' ')) < words; i += 1) {
    sentences.push(`${SENTENCES[i % SENTENCES.length].replace(/\.$/, '')}, as site ${i + 1} showed.`);
  }
  return sentences;
}

function revise(sentences) {
  let seed = 20261128;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const revised = sentences.map((sentence) =>
    sentence
      .split(' ')
      .map((word) =>
        random() < 0.04 ? ['members', 'roof', 'savings', 'winter', 'board'][Math.floor(random() * 5)] : word,
      )
      .join(' ')
      .replace(/, as site/, random() < 0.2 ? '; as site' : ', as site'),
  );
  for (let i = 0; i < 12; i += 1) revised.splice(Math.floor(random() * revised.length), 1);
  for (let i = 0; i < 12; i += 1) {
    revised.splice(
      Math.floor(random() * revised.length),
      0,
      'A reader wrote in to ask how the co-op chose its first roof.',
    );
  }
  revised.push(...revised.splice(40, 10)); // a paragraph moved to the end
  return revised;
}

const before = article(5000);
const after = revise(before);
const [earlier, later] = [before.join(' '), after.join(' ')];
for (let i = 0; i < 20; i += 1) wordDiff(earlier, later);
const times = [];
let summary;
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  summary = wordDiff(earlier, later);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
const row = {
  row: 'word diff of two 5,000-word versions (packages/text wordDiff)',
  words: [countWords(earlier), countWords(later)],
  changed: { added: summary.wordsAdded, removed: summary.wordsRemoved },
  p50Ms: Number(at(0.5).toFixed(1)),
  p95Ms: Number(at(0.95).toFixed(1)),
  maxMs: Number(times.at(-1).toFixed(1)),
  targetP95Ms: TARGET_P95_MS,
};
console.log(JSON.stringify(row));
if (row.p95Ms >= TARGET_P95_MS) {
  console.error(`word diff: p95 ${row.p95Ms} ms is not under ${TARGET_P95_MS} ms`);
  process.exitCode = 1;
}

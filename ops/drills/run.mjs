#!/usr/bin/env node
// `make drill`: every failure drill in this folder (`*.drill.mjs`), one after the other, each in a process of its
// own with a cluster or an app of its own; DRILL_ONLY=<regex> picks drills by file name. A drill prints its figures
// and exits 0 when every check held. Exit status: the number of drills that failed (0: all held).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const only = process.env.DRILL_ONLY?.trim() ? new RegExp(process.env.DRILL_ONLY.trim()) : null;
const drills = readdirSync(HERE)
  .filter((file) => file.endsWith('.drill.mjs') && (!only || only.test(file)))
  .sort();
if (drills.length === 0) {
  console.error(`No drill matches DRILL_ONLY=${process.env.DRILL_ONLY}`);
  process.exit(1);
}
const failed = [];
for (const drill of drills) {
  console.log(`\n=== ${drill} (${new Date().toISOString().slice(11, 19)} UTC)`);
  const { status, signal } = spawnSync(process.execPath, [join(HERE, drill)], { stdio: 'inherit' });
  if (status !== 0) failed.push(`${drill} (${signal ?? `exit ${status}`})`);
}
console.log(failed.length ? `\nDrills failed: ${failed.join(', ')}` : `\nEvery drill held (${drills.length}).`);
process.exit(failed.length);

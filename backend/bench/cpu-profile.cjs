// A CPU profile of the app's main thread during a bench run (Node 20 refuses --cpu-prof in NODE_OPTIONS, and the
// harness starts the app itself): preload this into the processes the harness starts, e.g.
//   BENCH_CPU_PROFILE_DIR=/tmp/prof NODE_OPTIONS="--require $PWD/bench/cpu-profile.cjs" node bench/run.mjs
// Only the app (`main.js ... serve`) profiles itself; it writes app-<pid>.cpuprofile (Chrome DevTools, speedscope)
// when told to stop. Samples are wall-clock: a thread waiting for a CPU is counted where it waits.
'use strict';
const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir && process.argv.includes('serve')) {
  const { Session } = require('node:inspector');
  const { writeFileSync } = require('node:fs');
  const { join } = require('node:path');
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 }); // µs
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // The in-process inspector answers synchronously, so this also works in an 'exit' listener.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(dir, `app-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.once('SIGTERM', write); // the app's own shutdown handler runs too
  process.once('exit', write);
}

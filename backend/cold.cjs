const { Piscina } = require('piscina');
const path = require('path');
(async () => {
  const { prose } = await import(path.resolve('bench/bench-app.mjs'));
  const text = prose(1000);
  const pool = new Piscina({ filename: path.resolve(process.argv[2] || 'src/modules/tools/infrastructure/grammar/grammar-worker.mjs'), minThreads: 0, maxThreads: 2, atomics: 'disabled' });
  const t = performance.now();
  await pool.run({ text, budgetMs: 60000 });
  const first = performance.now() - t;
  const t2 = performance.now();
  await pool.run({ text, budgetMs: 60000 });
  console.log(JSON.stringify({ words: text.split(/\s+/).length, first: Math.round(first), second: Math.round(performance.now() - t2) }));
  await pool.destroy();
})();

import { build } from '/work/main/node_modules/vite/dist/node/index.js';
import { gzipSync } from 'node:zlib';
for (const f of process.argv.slice(2)) {
  const r = await build({ root: '/work/main/frontend/.tmp-rr', logLevel: 'silent', configFile: false,
    build: { write: false, minify: true, rolldownOptions: { input: `/work/main/frontend/.tmp-rr/${f}.js`, external: f === 'c' ? [] : [/^react(-dom)?(\/|$)/] } } });
  const out = (Array.isArray(r) ? r[0] : r).output.filter((x) => x.type === 'chunk').map((x) => x.code).join('');
  console.log(f, out.length, gzipSync(out).length);
}

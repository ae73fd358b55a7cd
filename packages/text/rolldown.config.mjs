/**
 * Two builds of the same sources, each bundling the dependencies (`syllable`, `flesch`, `flesch-kincaid` ship as
 * ES modules only): CommonJS for the backend and its jest, ES modules for the frontend's Vite build.
 */
export default [
  {
    input: 'src/index.ts',
    platform: 'neutral',
    resolve: { mainFields: ['module', 'main'] },
    output: { format: 'cjs', file: 'dist/cjs/index.js' },
  },
  {
    input: 'src/index.ts',
    platform: 'neutral',
    resolve: { mainFields: ['module', 'main'] },
    output: { format: 'esm', file: 'dist/esm/index.js' },
  },
];

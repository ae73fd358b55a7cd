import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface InitialJsReportOptions {
  /** Source path (relative to the project) of the page a visitor lands on at `/`. */
  landingPage: string;
  /** Source folders whose code must never be part of the landing page's initial load. */
  forbiddenFolders: string[];
  /** Budget for the landing page's initial JS, in gzip kilobytes. */
  budgetKb: number;
}

interface ChunkInfo {
  code: string;
  modules: Record<string, { renderedLength: number }>;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);

/** Static-import closure of the given chunks: what the browser must fetch before they run. */
function staticClosure(start: string[], chunks: Map<string, ChunkInfo>): string[] {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const fileName = stack.pop()!;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    stack.push(...(chunks.get(fileName)?.imports ?? []));
  }
  return [...seen];
}

/**
 * Vite prints gzip sizes per chunk, but not the sum a visitor of `/` actually downloads
 * (entry + its static imports + the lazily loaded landing page and its imports).
 * This plugin prints that sum, and fails the build if admin or quiz code leaks into it.
 */
export function initialJsReport(options: InitialJsReportOptions): Plugin {
  let summary: string[] = [];
  return {
    name: 'penwright-initial-js-report',
    apply: 'build',
    generateBundle(_outputOptions, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const normalise = (id: string) => id.replaceAll('\\', '/');
      const entries = [...chunks.entries()].filter(([, c]) => c.isEntry).map(([name]) => name);
      const landing = [...chunks.entries()].find(([, c]) =>
        normalise(c.facadeModuleId ?? '').endsWith(options.landingPage),
      );
      if (!landing) this.error(`initial-js-report: no chunk for ${options.landingPage}`);

      const files = staticClosure([...entries, landing[0]], chunks);
      const leaks = files.flatMap((file) =>
        chunks
          .get(file)!
          .moduleIds.map(normalise)
          .filter((id) => options.forbiddenFolders.some((folder) => id.includes(`/${folder}`)))
          .map((id) => `${file} contains ${id}`),
      );
      if (leaks.length > 0) {
        this.error(`The landing page would download forbidden code:\n${leaks.join('\n')}`);
      }

      const sizes = files.map((file) => ({ file, gzip: gzipSync(chunks.get(file)!.code).length }));
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      const overBudget = total > options.budgetKb * 1024;
      summary = [
        '',
        `Landing page (/) initial JS: ${kb(total)} kB gzip in ${files.length} files ` +
          `(budget ${options.budgetKb} kB${overBudget ? ', OVER BUDGET' : ''})`,
        ...sizes.sort((a, b) => b.gzip - a.gzip).map((s) => `  ${kb(s.gzip).padStart(8)} kB  ${s.file}`),
      ];
      if (overBudget) this.warn(summary[1]!);
      // PENWRIGHT_BUNDLE_DEBUG=1 lists the biggest modules of the initial load, to see what to trim.
      if (process.env.PENWRIGHT_BUNDLE_DEBUG) {
        for (const file of files) {
          const modules = Object.entries(chunks.get(file)!.modules);
          modules.sort((a, b) => b[1].renderedLength - a[1].renderedLength);
          summary.push(`  ${file} (raw kB, largest first):`);
          for (const [id, info] of modules.slice(0, 40)) {
            summary.push(`    ${kb(info.renderedLength).padStart(8)}  ${id.replace(/^.*node_modules\//, '')}`);
          }
        }
      }
    },
    // Printed after Vite's own chunk table so it is the last thing in the build log.
    closeBundle() {
      if (summary.length > 0) console.log(summary.join('\n'));
    },
  };
}

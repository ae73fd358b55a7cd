/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    files.add(manifest[key].file);
    stack.push(...(manifest[key].imports ?? []));
  }
  return files;
}

/**
 * `<link rel="modulepreload">` for the code of the lazy pages a server render used (`src/${id}.tsx`), minus what
 * index.html already loads: the browser fetches it with the page instead of after the app starts, and the page's
 * load event waits for it, so the app hydrates once, with everything at hand.
 */
export function modulePreloads(manifest: BuildManifest | undefined, pages: readonly string[]): string {
  if (!manifest) return '';
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = closure(manifest, entries);
  const needed = closure(
    manifest,
    pages.map((id) => `src/${id}.tsx`),
  );
  return [...needed]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of the build as Vite's manifest describes it (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** The chunks it imports statically (manifest keys): they load with it. */
  imports?: string[];
  css?: string[];
}

/** What a page the server renders for a member needs of the build, besides the entry. */
export interface CodeOfPages {
  /** The stylesheets of the pages' chunks, to be inside the page: it is styled from its first paint. */
  styles: string;
  /** The URLs of the chunks the browser will load to hydrate the page (the entry's and the pages'), in load order. */
  modules: string[];
}

/**
 * The build's chunks and stylesheets by source file, from Vite's manifest (issue 17). A page the server renders for
 * a member (the dashboard) is made of lazy pages whose stylesheets are not in the entry's (which every page holds):
 * they go into the page itself, so its first paint is styled and nothing moves when the code arrives; and its chunks
 * are named for the browser to fetch together once the page is painted (frontend/public/boot.js), instead of one
 * after the other as each import is found.
 */
export class PageAssets {
  private readonly css = new Map<string, string>();

  private constructor(
    private readonly frontendDir: string,
    private readonly manifest: Record<string, ManifestChunk>,
    private readonly entryKey: string,
  ) {}

  /** The built frontend's manifest; null when it was built without one (the page then loads as before). */
  static load(frontendDir: string): PageAssets | null {
    const file = join(frontendDir, '.vite', 'manifest.json');
    if (!existsSync(file)) return null;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
    return entry ? new PageAssets(frontendDir, manifest, entry[0]) : null;
  }

  /**
   * The code of the modules named by their source path under src/, without extension, as the frontend names its lazy
   * pages (`features/dashboard/DashboardPage`); names the build does not know are skipped.
   */
  of(sources: readonly string[]): CodeOfPages {
    const entryChunks = this.withImports([this.entryKey]);
    const keys = sources
      .map((source) => [`src/${source}.tsx`, `src/${source}.ts`].find((key) => key in this.manifest))
      .filter((key): key is string => key !== undefined);
    const pageChunks = this.withImports(keys).filter((key) => !entryChunks.includes(key));
    const styles = pageChunks.flatMap((key) => this.manifest[key]!.css ?? []).map((file) => this.stylesheet(file));
    const modules = [...entryChunks.filter((key) => key !== this.entryKey), ...pageChunks];
    return { styles: styles.join('\n'), modules: modules.map((key) => `/${this.manifest[key]!.file}`) };
  }

  /** The chunks and the chunks they import, each once, in the order they are named. */
  private withImports(keys: readonly string[]): string[] {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !(key in this.manifest)) return;
      seen.add(key);
      for (const imported of this.manifest[key]!.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen];
  }

  private stylesheet(file: string): string {
    let css = this.css.get(file);
    if (css === undefined) {
      css = readFileSync(join(this.frontendDir, file), 'utf8');
      this.css.set(file, css);
    }
    return css;
  }
}

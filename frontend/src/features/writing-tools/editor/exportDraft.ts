import { saveFile } from '../../resources/downloadResource';
import { UNTITLED } from './useDraftSaver';

/** Export (D5): Markdown or plain text. */
export type ExportKind = 'md' | 'txt';

export const EXPORT_KINDS: { value: ExportKind; label: string }[] = [
  { value: 'md', label: 'Markdown (.md)' },
  { value: 'txt', label: 'Plain text (.txt)' },
];

const MIME: Record<ExportKind, string> = { md: 'text/markdown;charset=utf-8', txt: 'text/plain;charset=utf-8' };

/** Characters no common file system accepts in a name, and control characters. */
const UNSAFE = /[<>:"/\\|?*\p{Cc}]/gu;
const MAX_NAME = 120;

/** "The Lighthouse Keeper.md": the title, less what a file name cannot hold; "Untitled draft" without one. */
export function exportFileName(title: string, kind: ExportKind): string {
  const base = title
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, MAX_NAME)
    .trim();
  return `${base || UNTITLED}.${kind}`;
}

/** The title as a Markdown heading or a first line, a blank line, then the text, ending with one newline. */
export function exportText(title: string, content: string, kind: ExportKind): string {
  const heading = title.trim() || UNTITLED;
  const body = content.replace(/\s+$/, '');
  const head = kind === 'md' ? `# ${heading}` : heading;
  return body ? `${head}\n\n${body}\n` : `${head}\n`;
}

export function exportDraft(title: string, content: string, kind: ExportKind): string {
  const name = exportFileName(title, kind);
  saveFile(new Blob([exportText(title, content, kind)], { type: MIME[kind] }), name);
  return name;
}

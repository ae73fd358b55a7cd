import type { CitationPart } from './citationTypes';

/** A title that already ends with a question or exclamation mark (or a period) takes no added period. */
export const endsSentence = (text: string) => /[.?!]$/.test(text);

export const closeWith = (text: string, mark = '.') => (endsSentence(text) ? '' : mark);

export const plain = (text: string): CitationPart => ({ text });
export const italic = (text: string): CitationPart => ({ text, italic: true });

/** "Title." in italics, the period roman: the styles italicize the title, not the punctuation after it. */
export const italicSentence = (text: string): CitationPart[] => [italic(text), plain(closeWith(text))];

/** “Title.” with the period inside the quotation marks, as MLA and Chicago (American usage) put it. */
export const quotedSentence = (text: string): CitationPart => plain(`“${text}${closeWith(text)}”`);

/** Elements separated by single spaces; empty elements dropped; neighbouring runs of one style merged. */
export function assemble(...elements: (CitationPart | CitationPart[] | null | undefined | false)[]): CitationPart[] {
  const parts: CitationPart[] = [];
  for (const element of elements) {
    if (!element) continue;
    const runs = (Array.isArray(element) ? element : [element]).filter((part) => part.text !== '');
    if (runs.length === 0) continue;
    if (parts.length > 0) parts.push(plain(' '));
    parts.push(...runs);
  }
  return mergeRuns(parts);
}

function mergeRuns(parts: CitationPart[]): CitationPart[] {
  const merged: CitationPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && Boolean(last.italic) === Boolean(part.italic)) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/** The citation as plain text; `mark` around italic runs ("*" gives Markdown). */
export const citationText = (parts: CitationPart[], mark = '') =>
  parts.map((part) => (part.italic ? `${mark}${part.text}${mark}` : part.text)).join('');

/** "A", "A and B", "A, B and C" (with `serialComma`: "A, B, and C"); `conjunction` is "and" or "&". */
export function joinNames(names: string[], conjunction: string, serialComma: boolean): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]}${serialComma ? ',' : ''} ${conjunction} ${names[1]}`;
  const head = names.slice(0, -1).join(', ');
  return `${head}${serialComma ? ',' : ''} ${conjunction} ${names[names.length - 1]}`;
}

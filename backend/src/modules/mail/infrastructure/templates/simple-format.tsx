import { Link } from '@react-email/link';
import type { ReactNode } from 'react';
import { mailPalette, Paragraph } from './layout';

/**
 * An editor's text as mail (D18): paragraphs split at blank lines (single line breaks kept), `**bold**`,
 * `*italic*` and `[text](https://...)` links (http, https and mailto only). Everything else is text, which React
 * escapes: HTML written in the body shows as written and never runs. Deliberately not full Markdown: React Email's
 * `Markdown` passes raw HTML and any link scheme through.
 */
export function SimpleFormat({ source }: { source: string }) {
  const paragraphs = source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>{withBreaks(paragraph)}</Paragraph>
      ))}
    </>
  );
}

function withBreaks(paragraph: string): ReactNode[] {
  return paragraph
    .split('\n')
    .flatMap((line, index) => (index ? [<br key={`br${index}`} />, ...inline(line)] : inline(line)));
}

// A link, then bold, then italic; the first that starts earliest wins.
const INLINE = /\[([^\]\n]{1,500})\]\(((?:https?:\/\/|mailto:)[^\s()<>]{1,2000})\)|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/i;

export function inline(textInput: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = textInput;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index) nodes.push(rest.slice(0, match.index));
    const [whole, label, href, bold, italic] = match;
    const key = nodes.length;
    if (href !== undefined) {
      nodes.push(
        <Link key={key} href={href} style={{ color: mailPalette.ink }}>
          {inline(label!)}
        </Link>,
      );
    } else if (bold !== undefined) nodes.push(<strong key={key}>{inline(bold)}</strong>);
    else nodes.push(<em key={key}>{inline(italic!)}</em>);
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

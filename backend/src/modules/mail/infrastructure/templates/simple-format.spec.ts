import { render } from '@react-email/render';
import { createElement } from 'react';
import { SimpleFormat } from './simple-format';

const html = (source: string) => render(createElement(SimpleFormat, { source }));

describe("the newsletter body's simple formatting", () => {
  it('makes paragraphs at blank lines and keeps single line breaks', async () => {
    const out = await html('First line\nsecond line\r\n\r\nNext paragraph');
    expect(out.match(/<p\b/g)).toHaveLength(2);
    expect(out).toMatch(/First line<br\/?>second line/);
  });

  it('formats bold, italic and http(s) or mailto links, nested too', async () => {
    const out = await html(
      '**Bold** and *italic* and [the **brief**](https://example.com/a?b=1&c=2) [write](mailto:x@y.z)',
    );
    expect(out).toContain('<strong>Bold</strong>');
    expect(out).toContain('<em>italic</em>');
    expect(out).toMatch(/<a href="https:\/\/example.com\/a\?b=1&amp;c=2"[^>]*>the <strong>brief<\/strong><\/a>/);
    expect(out).toMatch(/<a href="mailto:x@y.z"/);
  });

  it('escapes HTML and leaves other link schemes as text', async () => {
    const out = await html('<img src=x onerror=alert(1)> [click](javascript:alert(1)) [data](data:text/html,hi)');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toMatch(/<img|href="javascript|href="data/);
    expect(out).toContain('[click](javascript:alert(1))');
  });
});

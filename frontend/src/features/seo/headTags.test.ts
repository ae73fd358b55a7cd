import { applyHead, headHtml } from './headTags';

const page = {
  title: 'Pitching & Pricing <Guide> | Penwright',
  description: 'Say "yes" to better briefs & fees.',
  path: '/blog/pitching',
  type: 'article' as const,
  structuredData: { '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' },
};

describe('the head of a page', () => {
  it('is written by the server with every value escaped, and JSON-LD that cannot close its element', () => {
    const html = headHtml(page, 'https://writers.example', 'Penwright Collective');
    expect(html).toContain('<title>Pitching &amp; Pricing &lt;Guide&gt; | Penwright</title>');
    expect(html).toContain(
      '<meta data-pw-head name="description" content="Say &quot;yes&quot; to better briefs &amp; fees." />',
    );
    expect(html).toContain('<link data-pw-head rel="canonical" href="https://writers.example/blog/pitching" />');
    expect(html).toContain('<meta data-pw-head property="og:type" content="article" />');
    expect(html).toContain('<meta data-pw-head name="twitter:card" content="summary" />');
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json" data-pw-head>(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(page.structuredData);
  });

  it('replaces the elements the server wrote, in the browser, instead of adding more', () => {
    document.head.innerHTML = headHtml(page, 'https://writers.example', 'Penwright Collective');
    applyHead(document, { ...page, title: 'Other', path: '/blog' }, 'https://writers.example', 'Penwright Collective');
    expect(document.title).toBe('Other');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://writers.example/blog',
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });

  it('keeps a page that must not be indexed out of search and sharing', () => {
    const html = headHtml({ ...page, noindex: true }, 'https://writers.example', 'Penwright Collective');
    expect(html).toContain('<meta data-pw-head name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
  });
});

/**
 * React starts the markup with a preload for each image the page shows at once (the landing page's illustration, a
 * post's picture). They belong in the head, where the browser finds them as early; the root keeps only the app,
 * which is what the browser's render hydrates.
 */
export function liftPreloads(markup: string): { preloads: string; body: string } {
  const [preloads = ''] = /^(?:<link rel="preload"[^>]*\/>)*/.exec(markup) ?? [];
  return { preloads, body: markup.slice(preloads.length) };
}

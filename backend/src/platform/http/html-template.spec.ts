import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrandConfig } from '../config/platform-settings';
import { HtmlTemplate } from './html-template';

const INDEX = `<!doctype html><html><head><!-- penwright:head --><title>x</title><!-- /penwright:head -->
<!-- penwright:config --></head><body><div id="root"></div></body></html>`;

/** The JSON of a data block of `html`, as the browser reads it. */
const dataBlock = (html: string, id: string): unknown => {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
};

describe('HtmlTemplate', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'penwright-template-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps a writer's `$'`, `` $` `` and `$&` as text in the data blocks (no replacement patterns)", () => {
    const brand = { brandName: "Ink $' Co $`" } as unknown as BrandConfig;
    const template = HtmlTemplate.load(dir, brand);
    const state = { text: "In bash, $'\\n' is a newline; $` and $& are not patterns here. </script>" };
    const html = template.shell(state);
    expect(dataBlock(html, 'penwright-state')).toEqual(state);
    expect(dataBlock(html, 'penwright-config')).toEqual(brand);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});

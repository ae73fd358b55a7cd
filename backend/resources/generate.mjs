// Renders the eight member resources (backend/resources/src/*.mjs) to PDF files in
// backend/resources/pdf/. Usage, from the repository root:
//
//   node backend/resources/generate.mjs
//
// Only pdfkit's built-in (standard 14) fonts are used, so nothing is downloaded or embedded.
// Output is deterministic: the creation and modification dates are fixed, and pdfkit derives
// the trailer /ID from the document info (an MD5 of it), so two runs give byte-identical files.
//
// Document shape (one default export per source module):
//   { title, subtitle, sections: [{ heading, paragraphs?, bullets?, checklist?, table? }] }
// - paragraphs: string[]
// - bullets: string[]; when `checklist: true` they are drawn with empty checkbox squares
// - table: { columns: string[], rows: string[][], widths?: number[] }; rows with empty cells are
//   tall enough to write in; optional widths are relative column weights (otherwise sized to content)
// Within a section the parts are drawn in that order: paragraphs, bullets, table.

import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';

const HERE = dirname(fileURLToPath(import.meta.url));
const SRC_DIR = join(HERE, 'src');
const OUT_DIR = join(HERE, 'pdf');

export const RESOURCE_NAMES = [
  'complete-style-guide',
  'grammar-fundamentals',
  'editorial-standards',
  'proofreading-checklist',
  'article-planning-template',
  'content-calendar',
  'research-worksheet',
  'editorial-brief-template',
];

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
const ORG = 'Penwright Collective';

const COLOR = {
  ink: '#1f2328',
  heading: '#1b2a41',
  accent: '#8a3b12',
  muted: '#5f6b76',
  rule: '#b8c2cc',
  tableHead: '#e8edf3',
  tableStripe: '#f7f9fb',
};

const FONT = {
  heading: 'Times-Bold',
  title: 'Times-Bold',
  body: 'Helvetica',
  bodyBold: 'Helvetica-Bold',
  bodyItalic: 'Helvetica-Oblique',
};

const MARGIN = { top: 56, bottom: 62, left: 60, right: 60 };
const BODY_SIZE = 10;
const LINE_GAP = 2.5;
const TABLE_SIZE = 9;
const CELL_PAD = 4;
const EMPTY_ROW_HEIGHT = 22;

function validate(name, doc) {
  const fail = (msg) => {
    throw new Error(`${name}: ${msg}`);
  };
  if (!doc || typeof doc !== 'object') fail('default export must be an object');
  if (typeof doc.title !== 'string' || !doc.title) fail('title must be a non-empty string');
  if (typeof doc.subtitle !== 'string') fail('subtitle must be a string');
  if (!Array.isArray(doc.sections) || doc.sections.length === 0) fail('sections must be a non-empty array');
  doc.sections.forEach((s, i) => {
    const where = `section ${i + 1}`;
    if (typeof s.heading !== 'string' || !s.heading) fail(`${where}: heading must be a non-empty string`);
    for (const key of ['paragraphs', 'bullets']) {
      if (s[key] !== undefined && (!Array.isArray(s[key]) || s[key].some((x) => typeof x !== 'string')))
        fail(`${where}: ${key} must be an array of strings`);
    }
    if (s.table !== undefined) {
      const { columns, rows } = s.table;
      if (!Array.isArray(columns) || columns.length === 0) fail(`${where}: table.columns must be a non-empty array`);
      if (!Array.isArray(rows)) fail(`${where}: table.rows must be an array`);
      if (
        s.table.widths !== undefined &&
        (!Array.isArray(s.table.widths) ||
          s.table.widths.length !== columns.length ||
          s.table.widths.some((w) => !(w > 0)))
      )
        fail(`${where}: table.widths must be ${columns.length} positive numbers`);
      rows.forEach((r, j) => {
        if (!Array.isArray(r) || r.length !== columns.length)
          fail(`${where}: table row ${j + 1} must have ${columns.length} cells`);
      });
    }
  });
}

class Renderer {
  constructor(doc) {
    this.doc = doc;
    this.left = MARGIN.left;
    this.width = doc.page.width - MARGIN.left - MARGIN.right;
  }

  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  ensureSpace(height) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  lineHeight(size = BODY_SIZE) {
    this.doc.fontSize(size);
    return this.doc.currentLineHeight(true) + LINE_GAP;
  }

  titleBlock(title, subtitle) {
    const { doc, left, width } = this;
    const top = doc.page.margins.top;
    doc.font(FONT.bodyBold).fontSize(9).fillColor(COLOR.accent);
    doc.text(ORG.toUpperCase(), left, top, { characterSpacing: 1.6, lineBreak: false });
    doc.font(FONT.body).fontSize(8.5).fillColor(COLOR.muted);
    doc.text('Member Resource Library', left, top + 0.5, {
      width,
      align: 'right',
      lineBreak: false,
    });
    const ruleY = top + 15;
    doc
      .moveTo(left, ruleY)
      .lineTo(left + width, ruleY)
      .lineWidth(1.5)
      .strokeColor(COLOR.accent)
      .stroke();

    doc.font(FONT.title).fontSize(25).fillColor(COLOR.heading);
    doc.text(title, left, ruleY + 14, { width });
    if (subtitle) {
      doc.moveDown(0.25);
      doc.font(FONT.bodyItalic).fontSize(11).fillColor(COLOR.muted);
      doc.text(subtitle, left, doc.y, { width, lineGap: 2 });
    }
    const endY = doc.y + 10;
    doc
      .moveTo(left, endY)
      .lineTo(left + width, endY)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = endY + 8;
  }

  headingHeight(text) {
    this.doc.font(FONT.heading).fontSize(14.5);
    return 10 + this.doc.heightOfString(text, { width: this.width }) + 4;
  }

  // Height of the section's body, and how much of it must stay on the heading's page.
  measureSection(section) {
    const { doc, width } = this;
    const parts = [];
    doc.font(FONT.body).fontSize(BODY_SIZE);
    for (const p of section.paragraphs ?? []) {
      parts.push(doc.heightOfString(this.fillIn(p) ?? p, { width, lineGap: LINE_GAP }) + 8);
    }
    const indent = section.checklist ? 20 : 16;
    for (const b of section.bullets ?? []) {
      parts.push(doc.heightOfString(b, { width: width - indent, lineGap: LINE_GAP }) + 4);
    }
    let tableKeep = 0;
    if (section.table) {
      const m = this.measureTable(section.table);
      parts.push(m.total + 11);
      tableKeep = m.keep + 2;
    }
    const total = parts.reduce((a, b) => a + b, 0);
    let keep;
    if (section.paragraphs?.length) keep = Math.min(parts[0], 3 * this.lineHeight());
    else if (section.bullets?.length) keep = parts[0];
    else keep = tableKeep;
    return { total, keep };
  }

  heading(text, section) {
    const { doc, left, width } = this;
    const h = this.headingHeight(text);
    const body = this.measureSection(section);
    // Keep short sections whole, and any heading with the start of what follows it.
    const room = this.bottom - doc.page.margins.top;
    // A section that would spill only a line or two onto the next page moves there whole.
    const spill = doc.y + h + body.total - this.bottom;
    const whole =
      h + body.total <= Math.min(120, room) || (spill > 0 && spill < 45 && h + body.total <= Math.min(200, room));
    this.ensureSpace(h + (whole ? body.total : body.keep));
    if (doc.y > doc.page.margins.top + 1) doc.y += 10;
    doc.font(FONT.heading).fontSize(14.5).fillColor(COLOR.heading);
    doc.text(text, left, doc.y, { width });
    doc.y += 4;
  }

  // A paragraph ending in a run of underscores is a fill-in line: the run is stretched (or
  // trimmed) so that the line ends exactly at the right margin.
  fillIn(text) {
    const match = /^(.*?)(_{3,})$/s.exec(text);
    if (!match) return null;
    const { doc, width } = this;
    doc.font(FONT.body).fontSize(BODY_SIZE);
    const prefixWidth = doc.widthOfString(match[1]);
    const underscore = doc.widthOfString('_');
    if (prefixWidth + 3 * underscore > width) return null;
    return match[1] + '_'.repeat(Math.floor((width - prefixWidth - 0.5) / underscore));
  }

  paragraph(text) {
    const { doc, left, width } = this;
    const filled = this.fillIn(text);
    const line = filled ?? text;
    doc.font(FONT.body).fontSize(BODY_SIZE).fillColor(COLOR.ink);
    this.ensureSpace(Math.min(doc.heightOfString(line, { width, lineGap: LINE_GAP }), 2 * this.lineHeight()));
    doc.text(line, left, doc.y, { width, lineGap: LINE_GAP });
    doc.y += filled || text.includes('___') ? 8 : 5;
  }

  bullets(items, checklist) {
    const { doc, left, width } = this;
    const indent = checklist ? 20 : 16;
    const textWidth = width - indent;
    for (const item of items) {
      doc.font(FONT.body).fontSize(BODY_SIZE);
      const h = doc.heightOfString(item, { width: textWidth, lineGap: LINE_GAP });
      this.ensureSpace(h);
      const y = doc.y;
      if (checklist) {
        doc
          .lineWidth(0.8)
          .strokeColor(COLOR.heading)
          .rect(left + 2, y + 0.5, 8.5, 8.5)
          .stroke();
      } else {
        doc.font(FONT.body).fontSize(BODY_SIZE).fillColor(COLOR.accent);
        doc.text('\u2022', left + 4, y, { lineBreak: false });
      }
      doc.font(FONT.body).fontSize(BODY_SIZE).fillColor(COLOR.ink);
      doc.text(item, left + indent, y, { width: textWidth, lineGap: LINE_GAP });
      doc.y += checklist ? 4 : 2.5;
    }
    doc.y += 3;
  }

  columnWidths(columns, rows, widths) {
    const { doc, width } = this;
    const natural = columns.map((col, c) => {
      doc.font(FONT.bodyBold).fontSize(TABLE_SIZE);
      let w = doc.widthOfString(col) + 2 * CELL_PAD + 2;
      doc.font(FONT.body).fontSize(TABLE_SIZE);
      for (const row of rows) w = Math.max(w, Math.min(doc.widthOfString(row[c]) + 2 * CELL_PAD + 2, 230));
      return Math.max(w, 46);
    });
    const total = natural.reduce((a, b) => a + b, 0);
    if (widths) {
      const sum = widths.reduce((a, b) => a + b, 0);
      return widths.map((w) => (w / sum) * width);
    }
    if (total <= width) {
      // Share the spare room in proportion to content; blank fill-in columns get the most.
      const widest = Math.max(...natural);
      const weights = natural.map((w, c) => (rows.length && rows.every((r) => !r[c]) ? 2 * widest : w));
      const weightSum = weights.reduce((a, b) => a + b, 0);
      return natural.map((w, c) => w + ((width - total) * weights[c]) / weightSum);
    }
    return natural.map((w) => (w / total) * width);
  }

  rowHeight(cells, widths, font, minHeight) {
    const { doc } = this;
    doc.font(font).fontSize(TABLE_SIZE);
    let h = 0;
    cells.forEach((cell, i) => {
      if (cell) h = Math.max(h, doc.heightOfString(cell, { width: widths[i] - 2 * CELL_PAD, lineGap: 1 }));
    });
    return Math.max(h + 2 * CELL_PAD, minHeight);
  }

  drawRow(cells, widths, y, height, { header, stripe }) {
    const { doc, left } = this;
    let x = left;
    const totalWidth = widths.reduce((a, b) => a + b, 0);
    if (header || stripe) {
      doc
        .rect(left, y, totalWidth, height)
        .fillColor(header ? COLOR.tableHead : COLOR.tableStripe)
        .fill();
    }
    doc.lineWidth(0.5).strokeColor(COLOR.rule);
    cells.forEach((cell, i) => {
      doc.rect(x, y, widths[i], height).stroke();
      if (cell) {
        doc
          .font(header ? FONT.bodyBold : FONT.body)
          .fontSize(TABLE_SIZE)
          .fillColor(header ? COLOR.heading : COLOR.ink);
        doc.text(cell, x + CELL_PAD, y + CELL_PAD, { width: widths[i] - 2 * CELL_PAD, lineGap: 1 });
      }
      x += widths[i];
    });
  }

  measureTable({ columns, rows, widths: relative }) {
    const widths = this.columnWidths(columns, rows, relative);
    const headHeight = this.rowHeight(columns, widths, FONT.bodyBold, 18);
    const heights = rows.map((r) => this.rowHeight(r, widths, FONT.body, r.some((c) => !c) ? EMPTY_ROW_HEIGHT : 16));
    const total = headHeight + heights.reduce((a, b) => a + b, 0);
    // Keep short tables whole; never leave a header with fewer than two rows under it.
    const keep = total <= 150 ? total : headHeight + (heights[0] ?? 0) + (heights[1] ?? 0);
    return { widths, headHeight, heights, total, keep };
  }

  table(spec) {
    const { doc } = this;
    const { columns, rows } = spec;
    const { widths, headHeight, heights, keep } = this.measureTable(spec);
    this.ensureSpace(2 + keep);
    doc.y += 2;
    let y = doc.y;
    this.drawRow(columns, widths, y, headHeight, { header: true });
    y += headHeight;
    heights.forEach((h, i) => {
      if (y + h > this.bottom) {
        doc.addPage();
        y = doc.page.margins.top;
        this.drawRow(columns, widths, y, headHeight, { header: true });
        y += headHeight;
      }
      this.drawRow(rows[i], widths, y, h, { stripe: i % 2 === 1 });
      y += h;
    });
    doc.x = this.left;
    doc.y = y + 9;
  }

  closingNote() {
    const { doc, left, width } = this;
    const note = `${ORG} \u00b7 Member Resource Library \u00b7 2026 edition. Members may print, copy and adapt this document for their own freelance work.`;
    doc.font(FONT.bodyItalic).fontSize(8);
    this.ensureSpace(doc.heightOfString(note, { width }) + 14);
    doc.y += 8;
    doc.fillColor(COLOR.muted).text(note, left, doc.y, { width });
  }

  footers(title) {
    const { doc, left, width } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // writing inside the margin must not trigger a page break
      const y = doc.page.height - 44;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .stroke();
      doc.font(FONT.body).fontSize(8).fillColor(COLOR.muted);
      doc.text(`${ORG} \u00b7 ${title}`, left, y + 7, { width: width - 80, lineBreak: false });
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, left, y + 7, {
        width,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = savedBottom;
    }
  }
}

export async function renderResource(name, content, outPath) {
  validate(name, content);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    compress: true,
    info: {
      Title: content.title,
      Subject: content.subtitle,
      Author: ORG,
      Creator: `${ORG} resource generator`,
      Producer: 'PDFKit',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const done = new Promise((resolve, reject) => {
    const out = createWriteStream(outPath);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
  });

  const r = new Renderer(doc);
  r.titleBlock(content.title, content.subtitle);
  for (const section of content.sections) {
    r.heading(section.heading, section);
    for (const p of section.paragraphs ?? []) r.paragraph(p);
    if (section.bullets?.length) r.bullets(section.bullets, Boolean(section.checklist));
    if (section.table) r.table(section.table);
  }
  r.closingNote();
  r.footers(content.title);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await done;
  return pages;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const name of RESOURCE_NAMES) {
    const mod = await import(pathToFileURL(join(SRC_DIR, `${name}.mjs`)).href);
    const outPath = join(OUT_DIR, `${name}.pdf`);
    const pages = await renderResource(name, mod.default, outPath);
    console.log(`${name}.pdf  ${pages} page${pages === 1 ? '' : 's'}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}

import { Injectable } from '@nestjs/common';
import { renderPdf } from '../../../platform/pdf/render-pdf';
import type { ReceiptContent, ReceiptDocument } from '../application/ports/receipt-document';
import { formatDollars } from '../domain/tiers';

/**
 * The brand's look of the certificates (content's pdfkit-certificate-document.ts, the member resources'
 * palette): the same colours and pdfkit's built-in fonts, nothing embedded or downloaded.
 */
const COLOR = { ink: '#1f2328', heading: '#1b2a41', accent: '#8a3b12', muted: '#5f6b76', rule: '#b8c2cc' };
const FONT = { title: 'Times-Bold', body: 'Helvetica', bodyBold: 'Helvetica-Bold' };

/** D14: long US dates of the stored UTC day. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const money = (cents: number, currency: string) => `$${formatDollars(cents)} ${currency.toUpperCase()}`;
const cardName = (brand: string) => (brand === 'amex' ? 'American Express' : brand[0].toUpperCase() + brand.slice(1));

/** One letter-size page. Its dates are the charge's, so the same receipt always gives the same file. */
@Injectable()
export class PdfkitReceiptDocument implements ReceiptDocument {
  render(content: ReceiptContent): Promise<Buffer> {
    return renderPdf(
      {
        size: 'LETTER',
        margin: 72,
        info: {
          Title: `Receipt ${content.receiptNumber}`,
          Author: content.brandName,
          Subject: `${content.brandName} membership receipt for ${content.memberName}`,
          CreationDate: content.issuedAt,
          ModDate: content.issuedAt,
        },
      },
      (doc) => draw(doc, content),
    );
  }
}

function draw(doc: PDFKit.PDFDocument, content: ReceiptContent): void {
  const { width } = doc.page;
  const left = 72;
  const inner = width - 2 * left;
  doc.rect(0, 0, width, 8).fill(COLOR.accent);

  doc.font(FONT.bodyBold).fontSize(12).fillColor(COLOR.accent).text(content.brandName.toUpperCase(), left, 64);
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.muted);
  for (const line of content.brandAddress.split(';')) doc.text(line.trim());
  doc.text(content.supportEmail);

  doc.moveDown(1.5);
  doc.font(FONT.title).fontSize(30).fillColor(COLOR.heading).text('Receipt');
  doc.font(FONT.body).fontSize(11).fillColor(COLOR.ink);
  doc.text(`Receipt number: ${content.receiptNumber}`);
  doc.text(`Date paid: ${LONG_DATE.format(content.issuedAt)}`);
  rule(doc, left, inner);

  doc.font(FONT.bodyBold).fontSize(11).fillColor(COLOR.heading).text('Billed to');
  doc.font(FONT.body).fillColor(COLOR.ink).text(content.memberName).text(content.memberEmail);
  rule(doc, left, inner);

  const rows: [string, string][] = [
    ['Membership', `${content.tierName} (monthly)`],
    ['Period', `${LONG_DATE.format(content.periodStart)} to ${LONG_DATE.format(content.periodEnd)}`],
    ['Payment method', content.card ? `${cardName(content.card.brand)} ending in ${content.card.last4}` : 'Card'],
    ['Amount paid', money(content.amountCents, content.currency)],
  ];
  if (content.refundedCents > 0) rows.push(['Refunded', money(content.refundedCents, content.currency)]);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(FONT.body).fontSize(11).fillColor(COLOR.muted).text(label, left, y, { width: 140 });
    doc
      .font(FONT.bodyBold)
      .fillColor(COLOR.ink)
      .text(value, left + 150, y, { width: inner - 150 });
    doc.moveDown(0.4);
  }
  rule(doc, left, inner);

  doc
    .font(FONT.body)
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text(`Thank you for your membership of ${content.brandName}. Questions: ${content.supportEmail}.`, left, doc.y, {
      width: inner,
    });
}

function rule(doc: PDFKit.PDFDocument, left: number, inner: number): void {
  doc.moveDown(0.8);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + inner, doc.y)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.moveDown(0.8);
}

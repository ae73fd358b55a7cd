import { Injectable } from '@nestjs/common';
import { renderPdf } from '../../../../platform/pdf/render-pdf';
import type {
  CertificateDocument,
  CertificateDocumentContent,
} from '../../application/courses/ports/certificate-document';

/** The palette and fonts of the member resources (backend/resources/generate.mjs), which pdfkit renders too. */
const COLOR = { ink: '#1f2328', heading: '#1b2a41', accent: '#8a3b12', muted: '#5f6b76', rule: '#b8c2cc' };
const FONT = { title: 'Times-Bold', name: 'Times-BoldItalic', body: 'Helvetica', bodyBold: 'Helvetica-Bold' };

/** D14: long US dates of the stored UTC day. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * One landscape page with pdfkit's built-in fonts (nothing embedded or downloaded). Its dates are the issue date,
 * so the same certificate always gives the same file.
 */
@Injectable()
export class PdfkitCertificateDocument implements CertificateDocument {
  render(content: CertificateDocumentContent): Promise<Buffer> {
    return renderPdf(
      {
        size: 'LETTER',
        layout: 'landscape',
        margin: 0,
        info: {
          Title: `Certificate of Completion: ${content.courseTitle}`,
          Author: content.brandName,
          Subject: `${content.memberName} completed ${content.courseTitle}`,
          CreationDate: content.issuedAt,
          ModDate: content.issuedAt,
        },
      },
      (doc) => draw(doc, content),
    );
  }
}

function draw(doc: PDFKit.PDFDocument, content: CertificateDocumentContent): void {
  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .strokeColor(COLOR.accent)
    .stroke();
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();

  const left = 72;
  const inner = width - 2 * left;
  const centred = (text: string, font: string, size: number, color: string, gapAfter: number) => {
    doc.font(font).fontSize(size).fillColor(color).text(text, left, doc.y, { width: inner, align: 'center' });
    doc.y += gapAfter;
  };

  doc.y = 92;
  centred(content.brandName.toUpperCase(), FONT.bodyBold, 12, COLOR.accent, 26);
  centred('Certificate of Completion', FONT.title, 38, COLOR.heading, 30);
  centred('This certifies that', FONT.body, 14, COLOR.muted, 12);
  centred(content.memberName, FONT.name, fittedSize(doc, content.memberName, inner), COLOR.ink, 12);
  const ruleY = doc.y;
  doc
    .moveTo(width / 2 - 170, ruleY)
    .lineTo(width / 2 + 170, ruleY)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.y = ruleY + 18;
  centred('has successfully completed the course', FONT.body, 14, COLOR.muted, 12);
  centred(content.courseTitle, FONT.title, 26, COLOR.heading, 22);
  centred(`Issued by ${content.brandName} on ${LONG_DATE.format(content.issuedAt)}`, FONT.body, 12, COLOR.ink, 0);

  doc.y = height - 132;
  centred(`Certificate ID: ${content.id}`, FONT.body, 10, COLOR.muted, 4);
  centred('Verify this certificate at', FONT.body, 10, COLOR.muted, 2);
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.accent).text(content.verificationUrl, left, doc.y, {
    width: inner,
    align: 'center',
    link: content.verificationUrl,
    underline: true,
  });
}

/** The name's size: 32 pt, smaller until it fits one line (a name may be 201 characters; then it wraps at 14 pt). */
function fittedSize(doc: PDFKit.PDFDocument, name: string, width: number): number {
  let size = 32;
  while (size > 14 && doc.font(FONT.name).fontSize(size).widthOfString(name) > width) size -= 2;
  return size;
}

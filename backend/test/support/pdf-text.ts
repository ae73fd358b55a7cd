import { execFile } from 'node:child_process';

/**
 * The text of a PDF the product made, as a reader would copy it (pdf-parse 2). Read in a child node process:
 * pdf.js starts its worker with a dynamic import, which jest's module sandbox does not allow.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', async () => {
      const { text } = await new PDFParse({ data: Buffer.concat(chunks) }).getText();
      process.stdout.write(text);
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', script],
      { cwd: __dirname, maxBuffer: 10_000_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}

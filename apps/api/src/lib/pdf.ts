import PDFDocument from 'pdfkit';

/*
 * What the API's PDFs share (the sale's slip, invoices and credit notes): A4 with pdfkit's
 * standard fonts, text made printable in them, and the document collected into one buffer.
 */

/*
 * pdfkit's standard fonts (Helvetica) need no font file and write text in WinAnsi (Windows-1252):
 * Latin-1 plus €, „ “ ” ‘ ’, – —, … and a few more. A character outside it would come out as
 * the low byte of its code point (U+202F, the narrow space of German money, as "/"), so every
 * text passes through here: typographic spaces become spaces, accented letters outside the set
 * lose their accent (Dvořák -> Dvorak), and anything else becomes "?".
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char)
  );
};

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare !== '' && [...bare].every(isWinAnsi) ? bare : '?';
    }
  }
  return out;
}

/** All but the last four characters of an account number starred, in groups of four as printed. */
export function maskAccount(value: string): string {
  const compact = value.replace(/\s+/g, '');
  const masked = '*'.repeat(Math.max(0, compact.length - 4)) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A4 in points, with the margin every PDF keeps. */
export const page = { width: 595.28, height: 841.89, margin: 50 } as const;
export const contentWidth = page.width - 2 * page.margin;

export interface PdfOptions {
  /** Tests read the page's text operators; production sends them compressed. */
  compress?: boolean;
}

/**
 * A new A4 document and the promise of its bytes once `doc.end()` is called. `info` is written
 * as given: a fixed CreationDate makes the same content the same bytes.
 */
export function a4Document(
  { compress = true }: PdfOptions,
  language: string,
  info: PDFKit.DocumentInfo,
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: page.margin, compress, lang: language, info });
  const done = new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  return { doc, done };
}

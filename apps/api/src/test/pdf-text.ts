import { inflateSync } from 'node:zlib';

/*
 * WinAnsi is Latin-1 but for 0x80-0x9F; Node's TextDecoder reads 'windows-1252' as Latin-1, so
 * the bytes that differ and that our texts use are mapped here.
 */
const cp1252: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x89: '‰',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsiChar = (byte: number) => cp1252[byte] ?? String.fromCharCode(byte);

/** The content of a PDF with its Flate streams inflated (pdfkit compresses them unless told not to). */
function pdfSource(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return source.replace(
    /\/Filter \/FlateDecode[^]*?stream\r?\n([^]*?)\r?\nendstream/g,
    (whole, data: string) => {
      try {
        return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
      } catch {
        return whole;
      }
    },
  );
}

/**
 * The text a pdfkit PDF shows: each line is one TJ operator of hex strings in WinAnsi (with
 * kerning numbers between them), so decoding those gives the lines as printed, one per line.
 */
export function pdfText(pdf: Buffer): string {
  return [...pdfSource(pdf).matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => [...Buffer.from(hex!, 'hex')].map(winAnsiChar).join(''))
        .join(''),
    )
    .join('\n');
}

/** The text with wrapped lines joined again, for sentences that may break anywhere. */
export const flatText = (text: string) => text.replace(/\s*\n/g, ' ');

import { inflateSync } from 'node:zlib';

/** Reads the text of the invoices' PDFs, for the server's tests and the browser tests (no test runner imported here). */

// WinAnsi is Latin-1 but for 0x80–0x9F; the few signs an invoice prints there.
const WIN_ANSI_EXTRAS: Record<number, string> = { 128: '€', 146: '’', 150: '–', 151: '—' };
const winAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI_EXTRAS[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text a PDF shows: its content streams inflated, the strings of their text operators decoded
 * (pdfkit writes the standard fonts' WinAnsi codes as hex strings, split around kerning).
 */
export function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [op[2] ?? ''];
      texts.push(hexes.map(winAnsi).join(''));
    }
  }
  return texts.join('\n');
}

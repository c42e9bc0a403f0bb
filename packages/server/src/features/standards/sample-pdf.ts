import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

/**
 * Noto Sans SC Regular cut down to Latin, common punctuation and the GB 2312 level-1 hanzi (OFL 1.1; how it is
 * built and why its glyph records are padded: fonts/README.md). Each PDF embeds only the glyphs it shows.
 */
const FONT_FILE = path.resolve(import.meta.dirname, 'fonts/NotoSansSC-Regular-GB2312L1.ttf');

const PAGE = { width: 595, height: 842, margin: 72 };
const TITLE = { size: 20, lead: 30 };
const BODY = { size: 13, lead: 20 };

let font: { bytes: Uint8Array; parsed: Font } | undefined;

/** Parses the font once: a fresh parse per document costs several times the rest of the document. */
function loadFont() {
  if (!font) {
    const bytes = readFileSync(FONT_FILE);
    font = { bytes, parsed: fontkit.create(bytes) };
  }
  return font;
}

/** Whitespace becomes a space; a character the font lacks becomes '?' rather than an empty box. */
const printable = (text: string, parsed: Font) =>
  Array.from(text.replace(/\s/g, ' '), (c) => (parsed.hasGlyphForCodePoint(c.codePointAt(0) ?? 0) ? c : '?')).join('');

/** Breaks a line to the page width: between words where there are spaces, else between characters (hanzi). */
function wrap(text: string, pdfFont: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(/\S+\s*|\s+/g) ?? []) {
    for (const piece of pdfFont.widthOfTextAtSize(token.trimEnd(), size) > width ? Array.from(token) : [token]) {
      if (line && pdfFont.widthOfTextAtSize((line + piece).trimEnd(), size) > width) {
        lines.push(line.trimEnd());
        line = piece.trimStart();
      } else line += piece;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * A small valid one-page A4 PDF (demo standards and tests): the first line as a title, the others below it, in
 * Noto Sans SC so Chinese prints as well as English. The font is subset to the glyphs used, with a ToUnicode map so
 * the text can be searched and copied. No creation date or producer is written: the same lines give the same bytes.
 */
export async function samplePdf(lines: string[]): Promise<Buffer> {
  const { bytes, parsed } = loadFont();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit({ create: () => parsed });
  const pdfFont = await doc.embedFont(bytes, { subset: true });
  const page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const [i, text] of lines.entries()) {
    const style = i === 0 ? TITLE : BODY;
    for (const line of wrap(printable(text, parsed), pdfFont, style.size, PAGE.width - 2 * PAGE.margin)) {
      y -= style.lead;
      page.drawText(line, { x: PAGE.margin, y, size: style.size, font: pdfFont });
    }
    if (i === 0) y -= 6;
  }
  return Buffer.from(await doc.save());
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { detectFileType } from '../../lib/storage/file-type.ts';
import { samplePdf } from './sample-pdf.ts';

const FONT_FILE = path.resolve(import.meta.dirname, 'fonts/NotoSansSC-Regular-GB2312L1.ttf');
const CH_NAME = '混凝土结构工程施工质量验收规范';
const EN_NAME = 'Code for acceptance of constructional quality of concrete structures';

/** The page's text as a PDF reader extracts it (through the fonts' ToUnicode maps), one string per text line. */
async function textOf(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.flatMap((item) => ('str' in item && item.str ? [item.str] : []));
}

/** The TrueType font program embedded in the PDF (its FontFile2 stream, inflated). */
async function embeddedFont(pdf: Buffer): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const file = object instanceof PDFDict ? object.lookup(PDFName.of('FontFile2')) : undefined;
    if (file instanceof PDFRawStream) return inflateSync(file.contents);
  }
  throw new Error('no embedded TrueType font');
}

describe('samplePdf', () => {
  it('prints a standard’s Chinese name, with its English name under it, as text a reader extracts', async () => {
    const pdf = await samplePdf([CH_NAME, EN_NAME, 'GB 50204-2015']);
    expect(detectFileType(pdf)).toBe('pdf');
    expect(await textOf(pdf)).toEqual([CH_NAME, EN_NAME, 'GB 50204-2015']);
  });

  it('embeds only the glyphs it shows, each with the outline the font draws for its character', async () => {
    const pdf = await samplePdf([CH_NAME, 'GB 50204']);
    expect(pdf.length).toBeLessThan(40_000);
    const subset = fontkit.create(await embeddedFont(pdf));
    const used = new Set([...CH_NAME, ...'GB 50204']);
    expect(subset.numGlyphs).toBe(used.size + 1); // and .notdef
    const source = fontkit.create(readFileSync(FONT_FILE));
    const drawn = new Set(Array.from({ length: subset.numGlyphs }, (_, gid) => subset.getGlyph(gid).path.toSVG()));
    for (const char of used) {
      expect(drawn.has(source.glyphForCodePoint(char.codePointAt(0) ?? 0).path.toSVG()), char).toBe(true);
    }
  });

  it('wraps a line wider than the page and shows a character the font lacks as ?', async () => {
    const long = `${EN_NAME} ${EN_NAME}`;
    const lines = await textOf(await samplePdf([long, '𠀀 code']));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(0, -1).join(' ')).toBe(long);
    expect(lines.at(-1)).toBe('? code');
  });

  it('gives the same bytes for the same lines (no creation date)', async () => {
    expect((await samplePdf(['规范', 'Code'])).equals(await samplePdf(['规范', 'Code']))).toBe(true);
  });
});

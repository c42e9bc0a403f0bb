import { RESUME_PDF } from '@app/shared';

/**
 * PDF export (docs/product/resumes.md#pdf-export): a single long page (592.28 pt wide) or a printable A4 version with
 * 20 pt margins.
 */
export type PdfKind = 'normal' | 'a4';

/** Each image gets up to 5 s to load; then 100 ms more for layout to settle. */
async function waitForImages(root: HTMLElement): Promise<void> {
  const images = [...root.querySelectorAll('img')];
  await Promise.all(
    images.map(
      (img) =>
        new Promise<void>((resolve) => {
          if (img.complete && img.naturalWidth > 0) return resolve();
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, RESUME_PDF.imageWaitMs);
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, RESUME_PDF.imageSettleMs));
}

/** True when every pixel of row `y` is near white (a safe place to cut between pages). */
function blankRow(data: Uint8ClampedArray, width: number, y: number): boolean {
  const start = y * width * 4;
  for (let x = 0; x < width * 4; x += 4) {
    if ((data[start + x] ?? 0) < 245 || (data[start + x + 1] ?? 0) < 245 || (data[start + x + 2] ?? 0) < 245)
      return false;
  }
  return true;
}

/** Rows (from `start` up to `end`, canvas pixels) a page must not end inside: a heading with the start of its section. */
export type KeepBand = { start: number; end: number };

/** How far into what follows a heading (CSS pixels) the heading keeps it company on a page. */
const KEEP_WITH_HEADING_PX = 160;

/**
 * Where to end a page that may hold `maxHeight` rows from `top` (of `height`): the lowest blank row near the bottom
 * that is not inside a keep band. With none, a band across the page's end moves to the next page whole (the page ends
 * where the band starts), so a heading is never left alone at the bottom of a page.
 */
export function chooseBreak(
  top: number,
  maxHeight: number,
  height: number,
  isBlank: (row: number) => boolean,
  keep: readonly KeepBand[] = [],
): number {
  const limit = Math.min(height, top + maxHeight);
  if (limit >= height) return height;
  // A cut at `cut` ends the page before row `cut`; it may not fall strictly inside a band.
  const allowed = (cut: number) => !keep.some((band) => cut > band.start && cut < band.end);
  const search = Math.floor(maxHeight * 0.15);
  for (let row = limit - 1; row >= limit - search; row -= 1) {
    if (isBlank(row) && allowed(row + 1)) return row + 1;
  }
  const across = keep.find((band) => band.start > top && band.start < limit && band.end > limit);
  return across ? Math.floor(across.start) : limit;
}

/** Where to end a page in the captured canvas (see chooseBreak). */
function pageBreak(canvas: HTMLCanvasElement, top: number, maxHeight: number, keep: readonly KeepBand[]): number {
  const limit = Math.min(canvas.height, top + maxHeight);
  if (limit >= canvas.height) return canvas.height;
  const search = Math.floor(maxHeight * 0.15);
  const ctx = canvas.getContext('2d');
  if (!ctx) return limit;
  const band = ctx.getImageData(0, limit - search, canvas.width, search).data;
  const isBlank = (row: number) => blankRow(band, canvas.width, row - (limit - search));
  return chooseBreak(top, maxHeight, canvas.height, isBlank, keep);
}

/**
 * The keep bands of the capture, in CSS pixels from the top of `root`: each `[data-pdf-keep-with-next]` heading from
 * its top to a little way into the element after it (all of it when that is short).
 */
function keepBands(root: HTMLElement): KeepBand[] {
  const origin = root.getBoundingClientRect().top;
  return [...root.querySelectorAll<HTMLElement>('[data-pdf-keep-with-next]')].flatMap((heading) => {
    const next = heading.nextElementSibling;
    if (!next) return [];
    const box = heading.getBoundingClientRect();
    const end = Math.min(next.getBoundingClientRect().bottom, box.bottom + KEEP_WITH_HEADING_PX);
    return end > box.top ? [{ start: box.top - origin, end: end - origin }] : [];
  });
}

function sliceOf(source: HTMLCanvasElement, top: number, height: number): HTMLCanvasElement {
  const page = document.createElement('canvas');
  page.width = source.width;
  page.height = height;
  const ctx = page.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, page.width, page.height);
    ctx.drawImage(source, 0, top, source.width, height, 0, 0, source.width, height);
  }
  return page;
}

async function capture(element: HTMLElement): Promise<{ canvas: HTMLCanvasElement; keep: KeepBand[] }> {
  const { default: html2canvas } = await import('html2canvas-pro');
  let bands: KeepBand[] = [];
  const canvas = await html2canvas(element, {
    scale: RESUME_PDF.scale,
    useCORS: true,
    backgroundColor: '#ffffff',
    logging: false,
    // A video cannot be drawn; the PDF says where to watch it instead.
    ignoreElements: (node) => node instanceof HTMLElement && node.dataset.pdfSkip !== undefined,
    onclone: (doc, clone) => {
      for (const node of doc.querySelectorAll<HTMLElement>('[data-pdf-only]')) node.style.display = 'block';
      // Measured in the copy that is drawn (its video left out, its PDF-only lines shown).
      bands = keepBands(clone);
    },
  });
  const scale = canvas.width / Math.max(1, element.getBoundingClientRect().width);
  return { canvas, keep: bands.map((band) => ({ start: band.start * scale, end: band.end * scale })) };
}

/** Renders `element` into a PDF and downloads it as `${fileName}.pdf`; answers the page count. */
export async function exportPdf(element: HTMLElement, kind: PdfKind, fileName: string): Promise<number> {
  await waitForImages(element);
  const [{ canvas, keep }, { jsPDF }] = await Promise.all([capture(element), import('jspdf')]);
  if (kind === 'normal') {
    const width = RESUME_PDF.normalWidthPt;
    const height = (canvas.height * width) / canvas.width;
    const pdf = new jsPDF({
      unit: 'pt',
      format: [width, height],
      orientation: height >= width ? 'p' : 'l',
      compress: true,
    });
    pdf.addImage(canvas, 'PNG', 0, 0, width, height, undefined, 'FAST');
    pdf.save(`${fileName}.pdf`);
    return 1;
  }
  const { widthPt, heightPt, marginPt } = RESUME_PDF.a4;
  const contentWidth = widthPt - 2 * marginPt;
  const pxPerPt = canvas.width / contentWidth;
  const pagePx = Math.floor((heightPt - 2 * marginPt) * pxPerPt);
  const pdf = new jsPDF({ unit: 'pt', format: [widthPt, heightPt], orientation: 'p', compress: true });
  let top = 0;
  let pages = 0;
  while (top < canvas.height) {
    const bottom = pageBreak(canvas, top, pagePx, keep);
    const slice = sliceOf(canvas, top, bottom - top);
    if (pages > 0) pdf.addPage([widthPt, heightPt], 'p');
    pdf.addImage(slice.toDataURL('image/jpeg', 0.92), 'JPEG', marginPt, marginPt, contentWidth, slice.height / pxPerPt);
    pages += 1;
    top = bottom;
  }
  pdf.save(`${fileName}-A4.pdf`);
  return pages;
}

import { RESUME_PDF } from '@app/shared';

/** SPEC §9 PDF export: a single long page (592.28 pt wide) or a printable A4 version with 20 pt margins. */
export type PdfKind = 'normal' | 'a4';

/** Each image gets up to 5 s to load; then 100 ms more for layout to settle (SPEC §9). */
export async function waitForImages(root: HTMLElement): Promise<void> {
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

/** Where to end a page that may hold `maxHeight` pixels from `top`: the lowest blank row near the bottom. */
function pageBreak(canvas: HTMLCanvasElement, top: number, maxHeight: number): number {
  const limit = Math.min(canvas.height, top + maxHeight);
  if (limit >= canvas.height) return canvas.height;
  const search = Math.floor(maxHeight * 0.15);
  const ctx = canvas.getContext('2d');
  if (!ctx) return limit;
  const band = ctx.getImageData(0, limit - search, canvas.width, search).data;
  for (let row = search - 1; row >= 0; row -= 1) {
    if (blankRow(band, canvas.width, row)) return limit - search + row + 1;
  }
  return limit;
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

async function capture(element: HTMLElement): Promise<HTMLCanvasElement> {
  const { default: html2canvas } = await import('html2canvas-pro');
  return html2canvas(element, {
    scale: RESUME_PDF.scale,
    useCORS: true,
    backgroundColor: '#ffffff',
    logging: false,
    // A video cannot be drawn; the PDF says where to watch it instead.
    ignoreElements: (node) => node instanceof HTMLElement && node.dataset.pdfSkip !== undefined,
    onclone: (doc) => {
      for (const node of doc.querySelectorAll<HTMLElement>('[data-pdf-only]')) node.style.display = 'block';
    },
  });
}

/** Renders `element` into a PDF and downloads it as `${fileName}.pdf`; answers the page count. */
export async function exportPdf(element: HTMLElement, kind: PdfKind, fileName: string): Promise<number> {
  await waitForImages(element);
  const [canvas, { jsPDF }] = await Promise.all([capture(element), import('jspdf')]);
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
    const bottom = pageBreak(canvas, top, pagePx);
    const slice = sliceOf(canvas, top, bottom - top);
    if (pages > 0) pdf.addPage([widthPt, heightPt], 'p');
    pdf.addImage(slice.toDataURL('image/jpeg', 0.92), 'JPEG', marginPt, marginPt, contentWidth, slice.height / pxPerPt);
    pages += 1;
    top = bottom;
  }
  pdf.save(`${fileName}-A4.pdf`);
  return pages;
}

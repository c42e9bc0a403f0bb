import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Loaded only by the standard detail page (a dynamic import): pdf.js and its worker stay out of every other route.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Draws page 1 of `pdf` on `canvas`, `width` CSS pixels wide (sharp on high-density screens). */
export async function renderFirstPage(pdf: Blob, canvas: HTMLCanvasElement, width: number): Promise<void> {
  const task = getDocument({ data: new Uint8Array(await pdf.arrayBuffer()), isEvalSupported: false });
  const document = await task.promise;
  try {
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
    const scale = (width / base.width) * ratio;
    const viewport = page.getViewport({ scale });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    await page.render({ canvas, viewport }).promise;
  } finally {
    await task.destroy();
  }
}

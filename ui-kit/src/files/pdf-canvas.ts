import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Draws the pages of a PDF into canvases, each a `.pdf-page` the UI styles. PDF.js rather than an
 * <iframe>: the api's content security policy allows no blob: frames, and a canvas looks the same
 * in every browser. Loaded on demand (its own chunk), never with a UI's first screen.
 */
export async function renderPdf(data: ArrayBuffer, container: HTMLElement, maxPages = 20) {
  const pdf = await getDocument({ data }).promise;
  container.replaceChildren();
  for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 1.3 });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.className = 'pdf-page';
    canvas.setAttribute('aria-label', `${n} / ${pdf.numPages}`);
    container.appendChild(canvas);
    await page.render({ canvas, viewport }).promise;
  }
  return pdf.numPages;
}

import { useEffect, useRef, useState } from 'react';

export type PreviewState = 'loading' | 'ready' | 'failed';

/** Images and PDFs open in the page; anything else is only downloaded. */
export const previewable = (file: { mimeType?: string }) =>
  file.mimeType === 'application/pdf' || Boolean(file.mimeType?.startsWith('image/'));

/**
 * Loads a case file for its preview: an image becomes an address for an <img>, a PDF's pages are
 * drawn by PDF.js into the element `pages` is attached to. `fetchBlob` is the UI's own fetch, which
 * carries the session's token. The image's address is released when the preview closes.
 */
export function useFilePreview(
  file: { mimeType?: string },
  path: string,
  fetchBlob: (path: string) => Promise<Blob>,
) {
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [state, setState] = useState<PreviewState>('loading');
  const pages = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    (async () => {
      const blob = await fetchBlob(path);
      if (cancelled) return;
      if (file.mimeType?.startsWith('image/')) {
        url = URL.createObjectURL(blob);
        setImageUrl(url);
      } else {
        const { renderPdf } = await import('./pdf-canvas');
        if (!cancelled && pages.current) await renderPdf(await blob.arrayBuffer(), pages.current);
      }
      if (!cancelled) setState('ready');
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, path, fetchBlob]);

  return { imageUrl, state, pages };
}

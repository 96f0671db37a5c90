import { fetchBlob } from '../../providers/http-client';

/**
 * Fetch a file with the session's Bearer token (a plain link would go without it) and hand it to
 * the browser as a download under `filename`.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const blob = await fetchBlob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Hands fetched bytes to the browser's download under `filename`. The UIs fetch a file with the
 * session's Bearer token, which a plain link would go without, so the download starts from a blob.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a large one may still be reading it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

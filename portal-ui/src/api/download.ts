import { saveBlob } from '@claims/ui-kit/save-blob';
import { apiHeaders, toApiError } from './client';

/**
 * A case file's bytes, fetched with the session's Bearer token: the download routes are
 * authorized like every other call, so a plain link (which carries no header) would not do.
 */
export async function fetchFile(path: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(path, { headers: apiHeaders({ Accept: '*/*' }) });
  } catch {
    throw toApiError(0, undefined);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => undefined);
    throw toApiError(res.status, body);
  }
  return res.blob();
}

/** Hands a file to the browser's download, under the name it was uploaded with. */
export async function downloadFile(path: string, name: string): Promise<void> {
  saveBlob(await fetchFile(path), name);
}

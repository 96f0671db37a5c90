import type { CaseFileResponse } from '@claims/contract';
import { apiHeaders, toApiError } from './client';

/** What `POST /api/<cases>/:id/files` answers: the stored file, as a case's detail lists it. */
export type UploadedFile = CaseFileResponse;

/**
 * A multipart upload through XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not), so each file in the list can show its own bar.
 */
export function uploadFile(
  path: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): { done: Promise<UploadedFile>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as UploadedFile);
      } else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(toApiError(0, undefined));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

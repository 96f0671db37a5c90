/**
 * POSTs one file as multipart/form-data to a case's `files` route, the way the UIs upload.
 * `path` is the route, e.g. `/api/reimbursements/<id>/files`.
 */
export async function postFile(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  file: { documentType: string; name: string; content: Buffer; type: string },
) {
  const form = new FormData();
  form.set('documentType', file.documentType);
  form.set('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

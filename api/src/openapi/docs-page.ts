import { PERMISSIONS } from '@claims/domain';
import { jsonSchemaOf } from './document';
import type { OperationDefinition } from './registry';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:1rem 2rem;color:#1d2733}
h2{border-bottom:1px solid #d8dee6;padding-bottom:.25rem;margin-top:2rem}
.op{border:1px solid #d8dee6;border-radius:6px;margin:.5rem 0;padding:.5rem .75rem}
.m{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase}
.get{color:#1565c0}.post{color:#2e7d32}.put{color:#ef6c00}.patch{color:#6a1b9a}.delete{color:#c62828}
code{background:#f2f4f7;padding:0 .25rem;border-radius:3px}
pre{background:#f2f4f7;padding:.5rem;overflow:auto;font-size:13px}
.meta{color:#5b6775;font-size:13px}`;

function operationHtml(op: OperationDefinition): string {
  const roles = op.permission ? (PERMISSIONS[op.permission] as readonly string[]).join(', ') : undefined;
  const schema = (title: string, body: unknown) =>
    `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>`;
  return `<div class="op"><span class="m ${op.method}">${op.method}</span> <code>${escapeHtml(op.path)}</code> ${escapeHtml(op.summary)}
<div class="meta">${op.public ? 'public' : roles ? `${escapeHtml(op.permission ?? '')}: ${escapeHtml(roles)}` : 'signed in'}${
    op.list
      ? ` · list: sort by ${escapeHtml(op.list.sortable.join(', '))}; filter by q, id${op.list.filters.map((f) => `, ${escapeHtml(f)}`).join('')}`
      : ''
  }</div>
${op.requestSchema ? schema('Request body', jsonSchemaOf(op.requestSchema, 'input')) : ''}
${op.responseSchema ? schema(op.list ? 'Response row' : 'Response body', jsonSchemaOf(op.responseSchema, 'output')) : ''}</div>`;
}

/**
 * The API reference as plain HTML rendered on the server: no script at all, so it works under the
 * app's `script-src 'self'` policy and offline.
 */
export function renderDocsPage(operations: readonly OperationDefinition[]): string {
  const byTag = new Map<string, OperationDefinition[]>();
  for (const op of operations) {
    const tag = op.tags[0] ?? 'other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), op]);
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, ops]) =>
        `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>\n${ops.map(operationHtml).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Cargo claims portal API</title><style>${STYLE}</style></head>
<body><h1>Cargo claims portal API</h1>
<p>JSON under <code>/api</code>, <code>Authorization: Bearer &lt;token&gt;</code>. Lists take
<code>sort=["field","ASC"]</code>, <code>range=[0,9]</code> and <code>filter={"q":"..."}</code> and answer
<code>Content-Range</code>. Errors are <code>{ "error": { "code", "message", "fields" } }</code> in the request's
<code>Content-Language</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}
</body></html>`;
}

import http from 'node:http';

/**
 * The load generator's HTTP: node's own client on kept-alive sockets. The bench weighs the api
 * against the same SQL through `pg`, so what the generator spends per request counts against the
 * api: Node 20's `fetch` (WHATWG streams over undici) took about 0.8 ms of CPU a request here,
 * six times this client, on the same two cores as the api and PostgreSQL (docs/PERFORMANCE.md).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Sends one request and answers its status and parsed JSON body (undefined when empty). */
export function requestJson(
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
): Promise<JsonAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = {
    ...options.headers,
    ...(payload === undefined
      ? {}
      : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : undefined });
        } catch {
          reject(
            new Error(
              `${url} answered ${res.statusCode} with a body that is not JSON: ${text.slice(0, 300)}`,
            ),
          );
        }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

import type { NotificationResponse } from './notifications';

/**
 * The one client of `GET /api/notifications/stream`, for both UIs. It reads the server-sent
 * events with fetch, because the api authenticates the stream by the Bearer header and
 * EventSource cannot send one.
 */

/** Reads server-sent events from a fetch body: `event:`/`data:` lines, a blank line ends one. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: string) => void,
): Promise<void> {
  const reader = body
    .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
    .getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) onEvent(event, data.join('\n'));
    }
  }
}

export interface NotificationStreamOptions {
  /** The stream's address: `/api/notifications/stream` under the UI's api base. */
  url: string;
  /** The request headers, the Bearer token and language among them; read again on each connect. */
  headers: () => HeadersInit;
  onNotification: (notification: NotificationResponse) => void;
  /** Told when the stream comes up or drops, so a UI can poll the unread count meanwhile. */
  onStatus?: (live: boolean) => void;
  /** The first wait before reconnecting; it doubles after each failed attempt, up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * Follows the stream until the returned function is called. A drop reconnects after a wait that
 * backs off; a 401 (the session ended) stops it, as reconnecting could never succeed.
 */
export function followNotifications({
  url,
  headers,
  onNotification,
  onStatus = () => {},
  retryMs = 1_000,
}: NotificationStreamOptions): () => void {
  const controller = new AbortController();
  const run = async () => {
    let wait = retryMs;
    while (!controller.signal.aborted) {
      try {
        const requestHeaders = new Headers(headers());
        requestHeaders.set('Accept', 'text/event-stream');
        const res = await fetch(url, { headers: requestHeaders, signal: controller.signal });
        if (res.status === 401) return;
        if (res.ok && res.body) {
          wait = retryMs;
          onStatus(true);
          await readEvents(res.body, (event, data) => {
            if (event === 'notification') onNotification(JSON.parse(data) as NotificationResponse);
          });
        }
      } catch {
        // Dropped or refused: try again after the wait below, unless stopped.
      }
      if (controller.signal.aborted) return;
      onStatus(false);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, MAX_RETRY_MS);
    }
  };
  void run();
  return () => controller.abort();
}

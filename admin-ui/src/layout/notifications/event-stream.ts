import { apiHeaders, API_URL } from '../../providers/http-client';

export interface StreamedNotification {
  id: string;
  kind: string;
  title: string;
  link: string | null;
  read: boolean;
  createdAt: string;
  params: Record<string, unknown>;
}

/** Reads server-sent events from a fetch body: `event:`/`data:` lines, blank line ends one. */
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

/**
 * The live notification stream (`GET /api/notifications/stream`). fetch rather than
 * EventSource, which cannot send the Bearer token. Reconnects after a drop until stopped.
 */
export function openNotificationStream(
  onNotification: (n: StreamedNotification) => void,
  onStatus: (live: boolean) => void,
  retryMs = 5_000,
): () => void {
  const controller = new AbortController();
  let stopped = false;
  const connect = async () => {
    while (!stopped) {
      try {
        const res = await fetch(`${API_URL}/notifications/stream`, {
          headers: apiHeaders({ Accept: 'text/event-stream' }),
          signal: controller.signal,
        });
        if (res.status === 401) return;
        if (res.ok && res.body) {
          onStatus(true);
          await readEvents(res.body, (event, data) => {
            if (event === 'notification') onNotification(JSON.parse(data) as StreamedNotification);
          });
        }
      } catch {
        // dropped: try again below
      }
      onStatus(false);
      if (!stopped) await new Promise((r) => setTimeout(r, retryMs));
    }
  };
  void connect();
  return () => {
    stopped = true;
    controller.abort();
  };
}

import { apiHeaders } from '../api/client';

export interface PortalNotification {
  id: string;
  kind: string;
  title: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

/**
 * Reads `/api/notifications/stream` with fetch, because the api authenticates the stream by
 * the Bearer header and EventSource cannot send one. Reconnects after a drop, backing off.
 * Returns the function that stops it.
 */
export function followNotifications(onNotification: (n: PortalNotification) => void): () => void {
  const controller = new AbortController();
  let retry = 1000;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const res = await fetch('/api/notifications/stream', {
          headers: apiHeaders({ Accept: 'text/event-stream' }),
          signal: controller.signal,
        });
        if (res.status === 401 || !res.body) return;
        retry = 1000;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          for (const event of events) {
            const data = event
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('\n');
            if (data && /^event: notification$/m.test(event))
              onNotification(JSON.parse(data) as PortalNotification);
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, retry));
      retry = Math.min(retry * 2, 30_000);
    }
  };
  void run();
  return () => controller.abort();
}

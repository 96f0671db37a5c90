import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { followNotifications, readEvents } from './notification-stream';

const bodyOf = (text: string, chunk: number) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk));
      controller.close();
    },
  });
};

describe('the notification stream client', () => {
  it('reads server-sent events split anywhere across chunks, skipping comments', async () => {
    const text =
      'retry: 5000\n: connected\n\nevent: notification\ndata: {"id":"1"}\n\n: heartbeat\r\n\r\nevent: notification\ndata: {"id":"2"}\n\n';
    const seen: [string, string][] = [];
    await readEvents(bodyOf(text, 7), (event, data) => seen.push([event, data]));
    expect(seen).toEqual([
      ['notification', '{"id":"1"}'],
      ['notification', '{"id":"2"}'],
    ]);
  });

  describe('against a server', () => {
    let server: http.Server;
    let url: string;
    const requests: { authorization?: string; accept?: string }[] = [];
    // The first connection sends one notification and drops; the second sends one more and
    // then the session ends (401 on the third).
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        requests.push({ authorization: req.headers.authorization, accept: req.headers.accept });
        if (requests.length >= 3) return void res.writeHead(401).end();
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.end(`event: notification\ndata: {"id":"n${requests.length}"}\n\n`);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/notifications/stream`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('sends the session headers, reconnects after a drop and stops when the session ends', async () => {
      const ids: string[] = [];
      const statuses: boolean[] = [];
      const stop = followNotifications({
        url,
        headers: () => ({ Authorization: 'Bearer t-1' }),
        onNotification: (n) => ids.push(n.id),
        onStatus: (live) => statuses.push(live),
        retryMs: 10,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      stop();
      expect(ids).toEqual(['n1', 'n2']);
      expect(requests).toHaveLength(3);
      expect(requests[0]).toEqual({ authorization: 'Bearer t-1', accept: 'text/event-stream' });
      expect(statuses).toEqual([true, false, true, false]);
    });
  });
});

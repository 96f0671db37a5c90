import { consoleLink } from './console-link';
import { readEvents } from './event-stream';

describe('notifications in the console', () => {
  it('open portal links at the console’s own routes: cases and the report page', () => {
    expect(consoleLink('/reports/detail/abc-1')).toBe('/reports/abc-1');
    expect(consoleLink('/request-reimbursement/detail/r-1')).toBe('/reimbursements/r-1/show');
    expect(consoleLink('/processes/details/p-1')).toBe('/protest-letters/p-1/show');
    expect(consoleLink('/somewhere/else')).toBeNull();
    expect(consoleLink(null)).toBeNull();
  });

  it('reads server-sent events split anywhere across chunks, skipping comments', async () => {
    const text =
      'retry: 5000\n: connected\n\nevent: notification\ndata: {"id":"1"}\n\n: heartbeat\n\nevent: notification\ndata: {"id":"2"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    const seen: [string, string][] = [];
    await readEvents(body, (event, data) => seen.push([event, data]));
    expect(seen).toEqual([
      ['notification', '{"id":"1"}'],
      ['notification', '{"id":"2"}'],
    ]);
  });
});

import { stackForFile } from './testing/stack-harness';
import { issueToken, signedIn } from './testing/tokens';

const run = stackForFile();

const board = (path = '', init: RequestInit = {}) =>
  fetch(`${run.stack.baseUrl}/admin/queues${path}`, { redirect: 'manual', ...init });

describe('the queue board at /admin/queues', () => {
  it('answers 401 without a session and 403 to anyone but a master', async () => {
    expect((await board()).status).toBe(401);
    for (const email of ['claims@example.com', 'service@example.com', 'client@example.com']) {
      const res = await board('', { headers: await signedIn(run.stack.deps.db, email) });
      expect(res.status).toBe(403);
    }
    const token = await issueToken(run.stack.deps.db, 'claims@example.com');
    expect((await board(`?token=${token}`)).status).toBe(403);
  });

  it('shows a master the board, with a Bearer header or through the cookie a ?token= link sets', async () => {
    const master = await signedIn(run.stack.deps.db, 'master@example.com');
    const page = await board('', { headers: master });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('static/js/');

    const token = await issueToken(run.stack.deps.db, 'master@example.com');
    const link = await board(`?token=${token}`);
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/admin/queues');
    const cookie = link.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=strict/i);
    expect(cookie).toMatch(/path=\/admin\/queues/i);
    const jar = { Cookie: cookie.split(';')[0] as string };
    expect((await board('', { headers: jar })).status).toBe(200);
    const queues = await board('/api/queues', { headers: jar });
    expect(queues.status).toBe(200);
    const names = (await queues.json()).queues.map((q: { name: string }) => q.name);
    expect(names).toEqual(expect.arrayContaining(['notifications', 'reports']));
  });

  it('leaves the staff console at /admin to the static UI', async () => {
    const res = await fetch(`${run.stack.baseUrl}/admin/`);
    expect(res.status).not.toBe(401);
    expect(res.status).not.toBe(403);
  });
});

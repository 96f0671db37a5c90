import { stackForFile } from '../../testing/stack-harness';
import { CALLERS, callsAsForFile } from '../../testing/callers';

const run = stackForFile();
const { call } = callsAsForFile(run, CALLERS.MASTER);

describe('/api/vessels', () => {
  it('creates, lists, edits and removes a vessel as MASTER', async () => {
    const created = await call('POST', '/api/vessels', {
      name: 'Test Voyager',
      shortName: 'T. Voyager',
      code: 'tvy01',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ shortName: 'T. Voyager', code: 'TVY01' });
    const { id } = created.body;

    const found = await call(
      'GET',
      `/api/vessels?filter=${encodeURIComponent(JSON.stringify({ q: 'voyager' }))}`,
    );
    expect(found.body.map((v: { id: string }) => v.id)).toContain(id);
    expect(found.headers.get('content-range')).toMatch(/^vessels \d+-\d+\/\d+$/);

    const edited = await call('PUT', `/api/vessels/${id}`, { shortName: 'Voyager' });
    expect(edited.body).toMatchObject({ name: 'Test Voyager', shortName: 'Voyager' });

    expect((await call('DELETE', `/api/vessels/${id}`)).status).toBe(200);
    expect((await call('GET', `/api/vessels/${id}`)).status).toBe(404);
  });

  it('answers 422 naming the field for a malformed code', async () => {
    const res = await call('POST', '/api/vessels', { name: 'X', shortName: 'X', code: 'no spaces!' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty('code');
    // It says what a code looks like, not only that this one is wrong.
    expect(JSON.stringify(res.body.error.fields.code)).toContain('2 a 10 letras ou algarismos');
  });
});

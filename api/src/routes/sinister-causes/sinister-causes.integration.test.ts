import { stackForFile } from '../../testing/stack-harness';
import { CALLERS, callsAsForFile } from '../../testing/callers';

const run = stackForFile();
const master = callsAsForFile(run, CALLERS.MASTER);
const { call } = master;
const labels = { 'pt-BR': 'Ataque de roedores', en: 'Rodent attack', es: 'Ataque de roedores' };

describe('/api/sinister-causes', () => {
  it('creates a cause with a key derived from its English label and a code above the seeded ones', async () => {
    const created = await call('POST', '/api/sinister-causes', { labels });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ key: 'RODENT_ATTACK', name: 'Ataque de roedores', active: true });
    expect(created.body.code).toBeGreaterThan(1000);

    const en = await call('GET', `/api/sinister-causes/${created.body.id}`, undefined, {
      ...master.headers,
      'Content-Language': 'en',
    });
    expect(en.body.name).toBe('Rodent attack');

    const edited = await call('PUT', `/api/sinister-causes/${created.body.id}`, { active: false });
    expect(edited.body).toMatchObject({ active: false, key: 'RODENT_ATTACK' });
    expect((await call('POST', '/api/sinister-causes', { labels })).status).toBe(409);

    expect((await call('DELETE', `/api/sinister-causes/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `/api/sinister-causes/${created.body.id}`)).status).toBe(404);
  });

  it('lists the seeded causes by code, sortable by the localized name', async () => {
    const res = await call(
      'GET',
      `/api/sinister-causes?sort=${encodeURIComponent('["code","ASC"]')}&range=[0,2]`,
    );
    expect(res.body.map((c: { code: number }) => c.code)).toEqual([1, 2, 3]);
    expect(res.headers.get('content-range')).toMatch(/^sinister-causes 0-2\/\d+$/);
    const byName = await call(
      'GET',
      `/api/sinister-causes?sort=${encodeURIComponent('["name","ASC"]')}&range=[0,99]`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.length).toBeGreaterThanOrEqual(21);
    expect(byName.body.every((c: { name: string }) => c.name.length > 0)).toBe(true);
  });

  it('wants all three labels', async () => {
    const res = await call('POST', '/api/sinister-causes', { labels: { 'pt-BR': 'Só português' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['labels.en', 'labels.es']));
  });
});

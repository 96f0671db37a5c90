import { stackForFile } from '../../testing/stack-harness';
import { CALLERS, callsAsForFile } from '../../testing/callers';

const run = stackForFile();
const master = callsAsForFile(run, CALLERS.MASTER);
const inspector = callsAsForFile(run, CALLERS.INSPECTOR);

const { call } = master;
const list = (query: Record<string, unknown>, headers = master.headers) =>
  call(
    'GET',
    `/api/ports?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))}`,
    undefined,
    headers,
  );

/** The three place letters of a UN/LOCODE-like code of this run's own (codes are unique). */
function placeOfThisRun(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 3 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

describe('/api/ports', () => {
  it('creates, reads, edits and removes a port as MASTER', async () => {
    const created = await call('POST', '/api/ports', {
      name: 'Porto de Teste',
      code: 'brtst',
      city: 'Testópolis',
      country: 'br',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Porto de Teste', code: 'BRTST', country: 'BR' });
    expect(created.body.customizedAt).not.toBeNull();
    const { id } = created.body;

    expect((await call('GET', `/api/ports/${id}`)).body.city).toBe('Testópolis');
    const edited = await call('PUT', `/api/ports/${id}`, { city: 'Nova Testópolis' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ city: 'Nova Testópolis', name: 'Porto de Teste' });

    expect((await call('DELETE', `/api/ports/${id}`)).status).toBe(200);
    expect((await call('GET', `/api/ports/${id}`)).status).toBe(404);
    const row = await run.stack.deps.db('ports').where({ id }).first();
    expect(row.deletedAt).not.toBeNull();
  });

  it('answers 409 for a code already in use', async () => {
    const existing = await run.stack.deps.db('ports').whereNull('deleted_at').first('code');
    const res = await call('POST', '/api/ports', {
      name: 'X',
      code: existing.code,
      city: 'Y',
      country: 'BR',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('DUPLICATE_CODE');
  });

  it('pages, sorts and searches the ra-data-simple-rest way', async () => {
    const total = Number((await run.stack.deps.db('ports').whereNull('deleted_at').count({ n: '*' }))[0]!.n);
    const page = await list({ sort: ['code', 'DESC'], range: [0, 4] });
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(5);
    expect(page.headers.get('content-range')).toBe(`ports 0-4/${total}`);
    const codes = page.body.map((p: { code: string }) => p.code);
    expect(codes).toEqual([...codes].sort().reverse());

    const next = await list({ sort: ['code', 'DESC'], range: [5, 9] });
    expect(next.headers.get('content-range')).toBe(`ports 5-9/${total}`);
    expect(next.body[0].code < codes[4]).toBe(true);

    const santos = await list({ filter: { q: 'santos' } });
    expect(santos.body.length).toBeGreaterThan(0);
    expect(santos.body.every((p: { name: string; city: string }) => /santos/i.test(p.name + p.city))).toBe(
      true,
    );
    // LIKE wildcards in the search text match themselves, not everything.
    expect((await list({ filter: { q: '%' } })).body).toHaveLength(0);

    const byIds = await list({ filter: { id: [page.body[0].id, page.body[1].id] } });
    expect(byIds.body.map((p: { id: string }) => p.id).sort()).toEqual(
      [page.body[0].id, page.body[1].id].sort(),
    );
  });

  it('finds a port typed without its accents, in any case', async () => {
    const codes = async (q: string) =>
      (await list({ filter: { q } })).body.map((p: { code: string }) => p.code);
    expect(await codes('Asuncion')).toContain('PYASU');
    expect(await codes('asunción')).toContain('PYASU');
    expect(await codes('SAO')).toEqual(expect.arrayContaining(['BRSFS', 'BRPEC']));
    expect(await codes('paranagua')).toEqual(['BRPNG']);
    expect(await codes('Zarate')).toEqual(['ARZAE']);
  });

  it('orders names as words, not bytes: case and accents do not push a port to the end', async () => {
    // A city of this run's own, to list just these four (UN/LOCODE-like codes, unique per run).
    const city = `Ordem ${Date.now().toString(36)}`;
    const suffix = placeOfThisRun();
    const names = ['porto zeta', 'Porto Itapoá', 'Porto de Belém', 'Ângra'];
    for (const [i, name] of names.entries()) {
      const created = await call('POST', '/api/ports', {
        name,
        code: `X${'ABCD'[i]}${suffix}`,
        city,
        // ISO 3166's user-assigned X? codes: the code's country letters, and no real port's.
        country: `X${'ABCD'[i]}`,
      });
      expect(created.status).toBe(201);
    }
    const alphabetical = ['Ângra', 'Porto de Belém', 'Porto Itapoá', 'porto zeta'];
    const byName = await list({ filter: { q: city }, sort: ['name', 'ASC'] });
    expect(byName.body.map((p: { name: string }) => p.name)).toEqual(alphabetical);
    const reversed = await list({ filter: { q: city }, sort: ['name', 'DESC'] });
    expect(reversed.body.map((p: { name: string }) => p.name)).toEqual([...alphabetical].reverse());
  });

  it('refuses an unknown sort field, a huge range and malformed list JSON with localized 400s', async () => {
    const pt = await list({ sort: ['password', 'ASC'] });
    expect(pt.status).toBe(400);
    expect(pt.body.error).toMatchObject({
      code: 'UNKNOWN_SORT_FIELD',
      message: 'Não é possível ordenar pelo campo password.',
    });
    const en = await list({ sort: ['password', 'ASC'] }, { ...master.headers, 'Content-Language': 'en' });
    expect(en.body.error.message).not.toBe(pt.body.error.message);
    expect(en.body.error.message).toContain('password');

    const huge = await list({ range: [0, 10_000] });
    expect(huge.status).toBe(400);
    expect(huge.body.error.code).toBe('RANGE_TOO_LARGE');
    expect(huge.body.error.message).toContain('100');

    const broken = await call('GET', '/api/ports?sort=%5B%22name%22');
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('INVALID_LIST_QUERY');
    expect((await list({ filter: { nope: 1 } })).body.error.code).toBe('UNKNOWN_FILTER_FIELD');
  });

  it('lets an INSPECTOR read ports but not write them, and nobody in without a token', async () => {
    expect((await list({}, inspector.headers)).status).toBe(200);
    const res = await inspector.call('POST', '/api/ports', {
      name: 'X',
      code: 'BRXXX',
      city: 'Y',
      country: 'BR',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect((await call('GET', '/api/ports', undefined, {})).status).toBe(401);
  });

  it("refuses a code whose country letters are not its country's, in the caller's language", async () => {
    const refused = await call(
      'POST',
      '/api/ports',
      { name: 'Puerto de Rosário', code: 'BRROS', city: 'Rosario', country: 'AR' },
      { ...master.headers, 'Content-Language': 'es' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.code).toBe('El código del puerto empieza por las letras del país: AR');
    expect(await run.stack.deps.db('ports').where({ code: 'BRROS' }).first()).toBeUndefined();
  });

  it('checks an edit of the code alone against the stored country, and of the country against the stored code', async () => {
    const code = `XE${placeOfThisRun()}`;
    const created = await call('POST', '/api/ports', { name: 'Porto X', code, city: 'X', country: 'XE' });
    expect(created.status).toBe(201);
    const put = (change: object, headers = master.headers) =>
      call('PUT', `/api/ports/${created.body.id}`, change, headers);

    const newCode = await put(
      { code: `BR${code.slice(2)}` },
      { ...master.headers, 'Content-Language': 'es' },
    );
    expect(newCode.status).toBe(422);
    expect(newCode.body.error.code).toBe('VALIDATION_FAILED');
    expect(newCode.body.error.fields).toEqual({
      code: 'El código del puerto empieza por las letras del país: XE',
    });
    const newCountry = await put({ country: 'ar' });
    expect(newCountry.status).toBe(422);
    expect(newCountry.body.error.fields).toEqual({
      code: 'O código do porto começa pelas letras do país: AR',
    });
    expect(await run.stack.deps.db('ports').where({ id: created.body.id }).first()).toMatchObject({
      code,
      country: 'XE',
    });

    // A code of the same country, a city alone, and both moved together are edits like any other.
    expect((await put({ code: `XE${placeOfThisRun()}` })).status).toBe(200);
    expect((await put({ city: 'Y' })).status).toBe(200);
    const moved = await put({ code: `XF${code.slice(2)}`, country: 'XF' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ code: `XF${code.slice(2)}`, country: 'XF' });
  });

  it('answers 400 for broken JSON, 422 with localized fields for wrong types, 404 for a malformed id', async () => {
    const res = await fetch(`${run.stack.baseUrl}/api/ports`, {
      method: 'POST',
      headers: { ...master.headers, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_JSON');

    const wrong = await call('POST', '/api/ports', {
      name: 42,
      code: 'not a code',
      country: 'BR',
      extra: true,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(wrong.body.error.fields)).toEqual(expect.arrayContaining(['name', 'code', 'city']));
    expect(wrong.body.error.fields.city).toBe('O campo cidade é obrigatório');
    const en = await call(
      'POST',
      '/api/ports',
      { name: 'X', code: 'BRXXX', country: 'BR' },
      { ...master.headers, 'Content-Language': 'en' },
    );
    expect(en.body.error.fields.city).toMatch(/city/);

    expect((await call('GET', '/api/ports/not-a-uuid')).status).toBe(404);
    expect((await call('PUT', '/api/ports/00000000-0000-4000-8000-000000000000', { city: 'X' })).status).toBe(
      404,
    );
  });
});

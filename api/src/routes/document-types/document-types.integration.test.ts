import { stackForFile } from '../../testing/stack-harness';
import { CALLERS, callsAsForFile } from '../../testing/callers';

const run = stackForFile();
const { call } = callsAsForFile(run, CALLERS.MASTER);

describe('/api/document-types', () => {
  it('creates a type keyed by its slug, edits its labels and deactivates it on delete', async () => {
    const labels = { 'pt-BR': 'Laudo térmico', en: 'Thermal report', es: 'Informe térmico' };
    const created = await call('POST', '/api/document-types', { slug: 'thermal-report', labels });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: 'THERMAL_REPORT',
      key: 'THERMAL_REPORT',
      slug: 'thermal-report',
      active: true,
    });
    expect(created.body.code).toBeGreaterThan(1000);

    const edited = await call('PUT', '/api/document-types/THERMAL_REPORT', {
      labels: { ...labels, en: 'Reefer report' },
    });
    expect(edited.body.labels.en).toBe('Reefer report');

    const removed = await call('DELETE', '/api/document-types/THERMAL_REPORT');
    expect(removed.body.active).toBe(false);
    const inactive = await call(
      'GET',
      `/api/document-types?filter=${encodeURIComponent('{"active":false}')}`,
    );
    expect(inactive.body.map((d: { id: string }) => d.id)).toContain('THERMAL_REPORT');
  });

  it('reads a seeded type by key and answers 404 for a malformed key', async () => {
    const res = await call('GET', '/api/document-types/PACKING_LIST');
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('packing-list');
    expect((await call('GET', '/api/document-types/packing list')).status).toBe(404);
    expect((await call('PUT', '/api/document-types/PACKING_LIST', { slug: 'renamed' })).status).toBe(422);
  });
});

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

  it('takes the identifier typed as the list shows keys (CERT_ORIGEN), or none at all', async () => {
    const labels = (en: string) => ({ 'pt-BR': en, en, es: en });
    const typedAsKey = await call('POST', '/api/document-types', {
      slug: ' CERT_ORIGEN_T ',
      labels: labels('Certificate of origin'),
    });
    expect(typedAsKey.status).toBe(201);
    expect(typedAsKey.body).toMatchObject({ key: 'CERT_ORIGEN_T', slug: 'cert-origen-t' });
    // A blank form sends null: the key comes from the English name, as when it is left out.
    const blank = await call('POST', '/api/document-types', {
      slug: null,
      labels: labels('Fumigation note'),
    });
    expect(blank.status).toBe(201);
    expect(blank.body.key).toBe('FUMIGATION_NOTE');
    const bad = await call('POST', '/api/document-types', { slug: '1-cert', labels: labels('Bad') });
    expect(bad.status).toBe(422);
  });

  it('reads a seeded type by key and answers 404 for a malformed key', async () => {
    const res = await call('GET', '/api/document-types/PACKING_LIST');
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('packing-list');
    expect((await call('GET', '/api/document-types/packing list')).status).toBe(404);
    expect((await call('PUT', '/api/document-types/PACKING_LIST', { slug: 'renamed' })).status).toBe(422);
  });
});

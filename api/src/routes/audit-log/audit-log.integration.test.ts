import { recordAudit } from '../../audit';
import { api, stackForFile } from '../../testing/stack-harness';
import { editedCompany } from '../../testing/company-edits';
import { signedIn } from '../../testing/tokens';

const run = stackForFile();

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

/** The newest audit entry of `action` on `entityId`, as a master reads the log. */
async function lastEntry(master: Record<string, string>, action: string, entityId: string) {
  const filter = encodeURIComponent(JSON.stringify({ action }));
  const res = await call('GET', `/api/audit-log?filter=${filter}&range=[0,49]`, undefined, master);
  expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({
    status: 200,
    body: null,
  });
  return (res.body as { entityId: string }[]).find((e) => e.entityId === entityId) as
    | {
        entityName: string | null;
        changes: Record<string, { before: unknown; after: unknown }>;
        references: Record<string, string | null>;
        actorName: string;
      }
    | undefined;
}

describe('edits of reference data and companies are audited, field by field (issue 16)', () => {
  it('a port, a vessel, a sinister cause, a document type and a customs broker: before → after, with the record’s name', async () => {
    const master = await signedIn(run.stack.deps.db, 'master@example.com', 'es');
    const claims = await signedIn(run.stack.deps.db, 'claims@example.com', 'pt-BR');
    // Live records only: other test files remove records of their own from these tables.
    const port = await run.stack.deps
      .db('ports')
      .where({ country: 'BR' })
      .whereNull('deleted_at')
      .orderBy('code')
      .first();
    expect((await call('PUT', `/api/ports/${port.id}`, { city: 'São Luís' }, claims)).status).toBe(200);
    const portEntry = await lastEntry(master, 'ports.update', port.id);
    expect(portEntry).toMatchObject({
      entityName: port.name,
      actorName: expect.stringMatching(/\S/),
      changes: { city: { before: port.city, after: 'São Luís' } },
    });
    expect(Object.keys(portEntry!.changes)).toEqual(['city']);
    // Demo records are shared with other test files: each edit is put back at once.
    expect((await call('PUT', `/api/ports/${port.id}`, { city: port.city }, claims)).status).toBe(200);

    const vessel = await call(
      'POST',
      '/api/vessels',
      { name: 'Ñandú Express', shortName: 'ÑANDÚ', code: 'NDX26' },
      claims,
    );
    expect(vessel.status).toBe(201);
    expect(await lastEntry(master, 'vessels.create', vessel.body.id)).toMatchObject({
      entityName: 'Ñandú Express',
      changes: { name: { before: null, after: 'Ñandú Express' }, code: { before: null, after: 'NDX26' } },
    });
    expect((await call('DELETE', `/api/vessels/${vessel.body.id}`, undefined, claims)).status).toBe(200);
    expect(await lastEntry(master, 'vessels.delete', vessel.body.id)).toMatchObject({
      entityName: 'Ñandú Express',
      changes: { name: { before: 'Ñandú Express', after: null } },
    });

    const cause = await run.stack.deps.db('sinister_causes').whereNull('deleted_at').orderBy('code').first();
    const labels = { ...cause.labels, es: `${cause.labels.es} (revisada)` };
    expect((await call('PUT', `/api/sinister-causes/${cause.id}`, { labels }, claims)).status).toBe(200);
    const causeEntry = await lastEntry(master, 'sinister-causes.update', cause.id);
    // Named in the reader's language (the master reads Spanish).
    expect(causeEntry?.entityName).toBe(labels.es);
    expect(causeEntry?.changes.labels).toEqual({ before: cause.labels, after: labels });
    expect(
      (await call('PUT', `/api/sinister-causes/${cause.id}`, { labels: cause.labels }, claims)).status,
    ).toBe(200);

    const type = await run.stack.deps.db('document_types').orderBy('code').first();
    expect((await call('PUT', `/api/document-types/${type.key}`, { active: false }, claims)).status).toBe(
      200,
    );
    expect(await lastEntry(master, 'document-types.update', type.key)).toMatchObject({
      changes: { active: { before: true, after: false } },
    });
    expect((await call('PUT', `/api/document-types/${type.key}`, { active: true }, claims)).status).toBe(200);

    const broker = await run.stack.deps.db('customs_brokers').whereNull('deleted_at').orderBy('name').first();
    expect(
      (await call('PUT', `/api/customs-brokers/${broker.id}`, { name: `${broker.name} Ltda.` }, master))
        .status,
    ).toBe(200);
    expect(await lastEntry(master, 'customs-brokers.update', broker.id)).toMatchObject({
      entityName: `${broker.name} Ltda.`,
      changes: { name: { before: broker.name, after: `${broker.name} Ltda.` } },
    });
    expect(
      (await call('PUT', `/api/customs-brokers/${broker.id}`, { name: broker.name }, master)).status,
    ).toBe(200);
  });

  it('clients: a broker master’s registration and a staff edit; an edit that changes nothing is not logged', async () => {
    const master = await signedIn(run.stack.deps.db, 'master@example.com');
    const broker = await signedIn(run.stack.deps.db, 'broker@example.com', 'pt-BR');
    const created = await call(
      'POST',
      '/api/clients',
      {
        name: 'Comercial São João Ltda',
        country: 'BR',
        taxId: '11.444.777/0001-61',
        contact: 'Ana Conceição',
      },
      broker,
    );
    expect(created.status).toBe(201);
    expect(await lastEntry(master, 'clients.create', created.body.id)).toMatchObject({
      entityName: 'Comercial São João Ltda',
      // Written with its country's mask, once (not again as a formatted copy).
      changes: { taxId: { before: null, after: '11.444.777/0001-61' } },
    });
    expect(Object.keys((await lastEntry(master, 'clients.create', created.body.id))!.changes)).not.toContain(
      'taxIdFormatted',
    );
    const edited = await call(
      'PUT',
      `/api/clients/${created.body.id}`,
      { contact: 'José Gonçalves' },
      master,
    );
    expect(edited.status).toBe(200);
    expect(await lastEntry(master, 'clients.update', created.body.id)).toMatchObject({
      changes: { contact: { before: 'Ana Conceição', after: 'José Gonçalves' } },
    });
    const count = async () =>
      Number(
        (await run.stack.deps.db('audit_log').where({ entity_id: created.body.id }).count({ n: '*' }))[0]!.n,
      );
    const before = await count();
    expect(
      (await call('PUT', `/api/clients/${created.body.id}`, { contact: 'José Gonçalves' }, master)).status,
    ).toBe(200);
    expect(await count()).toBe(before);
  });

  it('ids of companies read as names, a company that no longer exists in words; the tax id masked', async () => {
    const master = await signedIn(run.stack.deps.db, 'master@example.com', 'es');
    const { brokerId, clientId, userId, taxIds } = await editedCompany(run.stack.baseUrl, master, {
      broker: 'Despachos Ñuñoa Ltda',
      client: 'Importadora Araçá',
      taxIdTyped: 'formatted',
    });
    const [first, second] = taxIds;
    const clientEntry = await lastEntry(master, 'clients.update', clientId);
    expect(clientEntry).toMatchObject({
      changes: {
        customsBrokerIds: { before: [], after: [brokerId] },
        taxId: { before: first.formatted, after: second.formatted },
      },
      references: { [brokerId]: 'Despachos Ñuñoa Ltda' },
    });
    expect((await lastEntry(master, 'users.create', userId))?.references).toEqual({
      [clientId]: 'Importadora Araçá',
    });

    // A broker removed from the database long after the entry: no id, a word for it.
    const gone = '00000000-0000-4000-8000-00000000dead';
    const actor = await run.stack.deps.db('users').where({ email: 'master@example.com' }).first('id');
    await recordAudit(run.stack.deps.db, {
      actorId: actor.id,
      action: 'users.update',
      entity: 'users',
      entityId: userId,
      changes: { customsBrokerId: { before: gone, after: null } },
      ip: null,
    });
    expect((await lastEntry(master, 'users.update', userId))?.references).toEqual({ [gone]: null });
  });

  it('the names of a page cost one query, however many rows it has', async () => {
    const master = await signedIn(run.stack.deps.db, 'master@example.com');
    const companyQueries = async (range: string) => {
      let count = 0;
      const listener = (query: { sql: string }) => {
        if (/customs_brokers/.test(query.sql)) count += 1;
      };
      run.stack.deps.db.on('query', listener);
      const res = await call('GET', `/api/audit-log?range=${range}`, undefined, master);
      run.stack.deps.db.off('query', listener);
      expect(res.status).toBe(200);
      return count;
    };
    expect(await companyQueries('[0,49]')).toBe(await companyQueries('[0,0]'));
  });

  it('a refused edit changes nothing and logs nothing', async () => {
    const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
    const port = await run.stack.deps.db('ports').orderBy('code').first();
    // This port's entries only: other test files write their own audit rows meanwhile.
    const count = async () =>
      Number((await run.stack.deps.db('audit_log').where({ entity_id: port.id }).count({ n: '*' }))[0]!.n);
    const before = await count();
    const res = await call('PUT', `/api/ports/${port.id}`, { code: 'no such code!' }, claims);
    expect(res.status).toBe(422);
    expect(await count()).toBe(before);
  });
});

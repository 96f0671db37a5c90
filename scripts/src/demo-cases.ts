import { createDatabase } from '@claims/db';
import { signedIn } from '@claims/api/testing/tokens';
import { api } from '@claims/api/testing/stack-harness';
import { fileProtestLetter, letterBody } from '@claims/api/testing/protest-builders';

type Headers = Record<string, string>;

/**
 * Demo protest letters of both demo companies in several statuses, filed and moved through the
 * real API (so each has its workflow, projection and log), one with an inspection assigned to
 * inspector@example.com.
 */
export async function seedDemoProtestLetters(
  baseUrl: string,
  tokens: { client: Headers; otherClient: Headers; claims: Headers; inspector: Headers },
  refs: { inspectorId: string; ports: { embarkation: string; discharge: string; argentine: string } },
): Promise<number> {
  const call = (method: string, path: string, body: unknown, headers: Headers) =>
    api(baseUrl, method, path, body, headers);
  const act = async (id: string, action: string, payload: unknown, headers: Headers) => {
    const res = await call('POST', `/api/protest-letters/${id}/actions/${action}`, payload, headers);
    if (res.status !== 200)
      throw new Error(`demo ${action} answered ${res.status} ${JSON.stringify(res.body)}`);
  };
  const inspectionForm = {
    date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    hour: '10:00',
    name: 'Ana Lima',
    contact: 'Terminal 2',
    telephone: '+55 13 3222-0000',
    address: 'Rua do Porto 45, Santos',
    email: 'ana.lima@example.com',
  };
  const ports = refs.ports;
  const file = (headers: Headers, overrides: Record<string, unknown>) =>
    fileProtestLetter(baseUrl, call, headers, letterBody(ports, overrides));

  await file(tokens.client, {});
  await file(tokens.client, { inspectionRequested: true });
  const scheduled = await file(tokens.client, {
    ship: 'Maersk Santos',
    voyage: '311N',
    inspectionRequested: true,
  });
  await act(scheduled.id, 'requestInspection', inspectionForm, tokens.client);
  await act(
    scheduled.id,
    'scheduleInspection',
    { inspectorId: refs.inspectorId, date: inspectionForm.date, hour: '10:00' },
    tokens.claims,
  );
  const late = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const analysed = await file(tokens.otherClient, {
    notifyingCompany: 'Beta Comércio S.A.',
    portOfDischargeId: ports.argentine,
    dischargeDate: late,
    containers: [{ number: 'TGHU7654320', damages: ['SIGNS_OF_MISSING_CONTENT'] }],
  });
  await act(analysed.id, 'openAnalysis', {}, tokens.claims);
  const concluded = await file(tokens.otherClient, { notifyingCompany: 'Beta Comércio S.A.' });
  await act(concluded.id, 'openAnalysis', {}, tokens.claims);
  await act(concluded.id, 'concludeAnalysis', { analysisStatement: 'Avaria não comprovada.' }, tokens.claims);
  return 5;
}

/** Signs the demo users in (straight into access_tokens) and seeds the demo letters through the api. */
export async function seedDemoCases(baseUrl: string, databaseUrl: string): Promise<void> {
  const db = createDatabase(databaseUrl, { max: 2 });
  try {
    const br = await db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
    const ar = await db('ports').where({ country: 'AR' }).orderBy('code').first('id');
    const inspector = await db('users').where({ email: 'inspector@example.com' }).first('id');
    const count = await seedDemoProtestLetters(
      baseUrl,
      {
        client: await signedIn(db, 'client@example.com'),
        otherClient: await signedIn(db, 'other.client@example.com'),
        claims: await signedIn(db, 'claims@example.com'),
        inspector: await signedIn(db, 'inspector@example.com'),
      },
      { inspectorId: inspector.id, ports: { embarkation: br[0], discharge: br[1], argentine: ar.id } },
    );
    console.log(`demo: ${count} protest letters filed`);
  } finally {
    await db.destroy();
  }
}

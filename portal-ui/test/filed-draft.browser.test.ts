import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { containerCheckDigit } from '@claims/domain';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import {
  REQUIRED_FILES,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from '@claims/api/testing/reimbursement-builders';
import { MANDATORY_FILES, letterBody, uploadFile } from '@claims/api/testing/protest-builders';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { shot, signedInOn } from '@claims/scripts/testing/portal-session';
import { watchPage } from './page-watch';

/**
 * A wizard's address reloaded after its draft was filed (it still names the draft): the page
 * says, in the reader's language, that the draft was filed and opens the case it became, where
 * it used to answer "Proceso no encontrado".
 */
const run = browserAgainstStack();
let email: string;
let headers: Record<string, string>;

beforeAll(async () => {
  // A client of Alfa of the test's own, reading Spanish.
  const db = run.stack.deps.db;
  const alfa = await db('users').where({ email: 'client@example.com' }).first('client_id', 'password_hash');
  email = `filed-draft-${randomBytes(4).toString('hex')}@example.com`;
  await db('users').insert({
    email,
    role: 'CLIENT_MASTER',
    client_id: alfa.clientId,
    name: 'Lucía',
    last_name: 'Ruiz',
    language: 'es',
    password_hash: alfa.passwordHash,
  });
  headers = await signedIn(db, email, 'es');
});

const call = (method: string, path: string, body: unknown) =>
  api(run.stack.baseUrl, method, path, body, headers);

/** A container of this test's own: other files search for theirs by number. */
function ownContainer() {
  const serial = `FDBU${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return `${serial}${containerCheckDigit(serial)}`;
}

/**
 * A draft of this test's client, posted to `drafts` with each file its kind requires (`upload`
 * puts one on it): answers its id.
 */
async function draftWithFiles(
  drafts: string,
  data: object,
  files: readonly (readonly [string, string])[],
  upload: typeof uploadRequestFile,
) {
  const draft = await call('POST', drafts, { data });
  expect(draft.status).toBe(201);
  for (const [documentType, name] of files)
    expect((await upload(run.stack.baseUrl, draft.body.id, headers, { documentType, name })).status).toBe(
      201,
    );
  return draft.body.id as string;
}

/** Confirms the wizard open on its last step, then reloads its address and follows the link. */
async function fileThenReload(page: Page) {
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.getByRole('heading', { name: '¡Listo!' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Este borrador ya fue enviado' }).waitFor();
  expect(await page.getByText('Proceso no encontrado').count()).toBe(0);
}

describe('a filed draft reloaded in its wizard, in Spanish', () => {
  it('the reimbursement wizard says the draft was filed and opens the request', async () => {
    const body = requestBody(await shippingRefs(run.stack.deps.db));
    const draftId = await draftWithFiles(
      '/api/reimbursements/drafts',
      { ...body, shipping: { ...body.shipping, containers: [ownContainer()] } },
      REQUIRED_FILES,
      uploadRequestFile,
    );
    const { context, page } = await signedInOn(run, email, { language: 'es' });
    // The reload's GET of the draft answers 409 on purpose: it is a case now.
    const problems = watchPage(page, '', [/^409 .*\/api\/reimbursements\/drafts\//]);
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/create/${draftId}?step=8`);
    await page.getByRole('heading', { name: /^Paso 8:/ }).waitFor();
    await fileThenReload(page);
    expect(page.url()).toContain(`/request-reimbursement/create/${draftId}`);
    const reference = (
      await run.stack.deps.db('reimbursement_requests').where({ id: draftId }).first('reference')
    ).reference as string;
    await page.getByText(`Ahora es el proceso ${reference}. Ábralo para seguir su avance.`).waitFor();
    await shot(page, 'portal-wizard-filed-draft-es');
    await page.getByRole('link', { name: 'Abrir el proceso' }).click();
    await page.waitForURL(new RegExp(`/request-reimbursement/detail/${draftId}$`));
    await page.getByRole('heading', { name: new RegExp(`^Detalle ${reference}`) }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('the protest letter wizard says the draft was filed and opens the letter', async () => {
    const br = await run.stack.deps.db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
    const base = letterBody({ embarkation: br[0], discharge: br[1] });
    const draftId = await draftWithFiles(
      '/api/protest-letters/drafts',
      { ...base, containers: [{ ...base.containers[0], number: ownContainer() }] },
      MANDATORY_FILES,
      uploadFile,
    );
    const { context, page } = await signedInOn(run, email, { language: 'es' });
    const problems = watchPage(page, '', [/^409 .*\/api\/protest-letters\/drafts\//]);
    await page.goto(`${run.stack.baseUrl}/protest/create?draft=${draftId}&step=4`);
    await page.getByRole('heading', { name: /^Paso 4:/ }).waitFor();
    await fileThenReload(page);
    const reference = (await run.stack.deps.db('protest_letters').where({ id: draftId }).first('reference'))
      .reference as string;
    await page.getByText(`Ahora es el proceso ${reference}. Ábralo para seguir su avance.`).waitFor();
    await page.getByRole('link', { name: 'Abrir el proceso' }).click();
    await page.waitForURL(new RegExp(`/processes/details/${draftId}$`));
    await page.getByText(reference).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

import type { Page } from 'playwright-core';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import {
  brokenFigures,
  brokenInside,
  brokenWords,
  clippedTables,
  cutTexts,
  horizontalOverflow,
  watchFailures,
} from '@claims/scripts/testing/page-failures';
import { fileProtestLetter, letterBody } from '@claims/api/testing/protest-builders';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { api } from '@claims/api/testing/stack-harness';
import { ownUser, signedIn } from '@claims/api/testing/tokens';
import { shot, signedInOn } from '@claims/scripts/testing/portal-session';

/**
 * Nothing spills past the screen (issue 16): the console at 1280 × 800 and the portal at 375 px
 * wide never scroll sideways as a page; wide tables choose or stack their columns instead.
 * Each screen is saved in test-artifacts/screenshots as fit-<ui>-<width>-<screen>.png.
 */
const run = browserAgainstStack();
let requestId: string;
/** A request with long amounts (hundreds of thousands of reais, millions of pesos). */
let bigRequestId: string;
let letterId: string;
/**
 * The console's screens are seen by a master of the test's own: the demo master's reports list
 * holds other test files' reports, whose progress bars would keep a screen "loading".
 */
let master: string;

beforeAll(async () => {
  master = await ownUser(run.stack.deps.db, 'MASTER', 'screen-fit');
  const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    api(run.stack.baseUrl, method, path, body, headers);
  const client = await signedIn(run.stack.deps.db, 'client@example.com');
  requestId = (
    await fileReimbursement(
      run.stack.baseUrl,
      call,
      client,
      requestBody(await shippingRefs(run.stack.deps.db)),
    )
  ).id;
  const refs = await shippingRefs(run.stack.deps.db);
  const base = requestBody(refs);
  bigRequestId = (
    await fileReimbursement(
      run.stack.baseUrl,
      call,
      client,
      requestBody(refs, {
        faults: [{ ...base.faults[0], amount: '1', unitPrice: '815140.93', totalPrice: '815140.93' }],
        damages: [
          {
            ...base.damages[0],
            amount: '1',
            unitPrice: '3500000.75',
            totalPrice: '3500000.75',
            currency: 'ARS',
            quotation: '0.0049',
          },
        ],
      }),
    )
  ).id;
  const br = await run.stack.deps.db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
  letterId = (
    await fileProtestLetter(
      run.stack.baseUrl,
      call,
      client,
      // Hyphenated seals and a weight with decimals: the testers saw "SL- / 884512", "12.500, / 5".
      letterBody(
        { embarkation: br[0], discharge: br[1] },
        {
          containers: [
            {
              number: 'MSCU1234566',
              damages: ['DENTED_SCRATCHED_RUSTED'],
              sealManifested: 'SL-884512',
              sealDetermined: 'SL-884599',
              weightManifested: '12500.5',
              weightDetermined: '11980',
            },
          ],
        },
      ),
    )
  ).id;
  // The site contact's long e-mail and telephone, shown on the letter's detail.
  const asked = await api(
    run.stack.baseUrl,
    'POST',
    `/api/protest-letters/${letterId}/actions/requestInspection`,
    {
      date: '2030-05-10',
      hour: '09:30',
      name: 'Maria Aparecida dos Santos Ferreira',
      contact: 'Coordenadora do armazém alfandegado',
      telephone: '+55 13 99999-0000',
      email: 'maria.aparecida.ferreira@armazem-alfandegado.example.com',
      address: 'Av. Portuária 100, Santos',
      fileIds: [],
    },
    { ...client, 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(asked.status).toBe(200);
}, 180_000);

/** Waits until the screen has stopped loading (no spinner or progress bar left). */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.MuiCircularProgress-root, .MuiLinearProgress-root, .route-loading, [aria-busy="true"]',
      ),
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(400);
}

async function overflowOf(
  page: Page,
  url: string,
  name: string,
  { figures = false, whole = false }: { figures?: boolean; whole?: boolean } = {},
): Promise<string | null> {
  await page.goto(url);
  await settled(page);
  await shot(page, name);
  const { scrollWidth, viewport } = await horizontalOverflow(page);
  const problems = (await clippedTables(page)).map((t) => `${name}: ${t}`);
  // The console's money, dates and references never break inside to make a table fit, nor do
  // its tables' words ("Fal|ta", "Cota|ção", "Carl|os"): a wide table gets the room it needs.
  if (figures) problems.push(...(await brokenFigures(page)).map((f) => `${name}: ${f}`));
  // Words are checked on a case's page, whose tables are the claim itself; a log of free text (an
  // e-mail's subject) may break a reference after its hyphen, as any text does.
  if (figures && /\/show$/.test(url)) problems.push(...(await brokenWords(page)).map((f) => `${name}: ${f}`));
  if (scrollWidth > viewport) problems.push(`${name}: ${scrollWidth} px wide in ${viewport}`);
  // The portal's references, e-mails and telephones read as one word each.
  if (whole) problems.push(...(await brokenInside(page)).map((f) => `${name}: ${f}`));
  return problems.length ? problems.join('\n') : null;
}

describe('the console at 1280 × 800', () => {
  it('shows every main screen with no page-level horizontal scroll, and no failed request', async () => {
    const { context, page } = await signedInOn(run, master, { width: 1280, height: 800, language: 'es' });
    const watch = watchFailures(page);
    const screens: [string, string][] = [
      ['dashboard', '/'],
      ['reimbursements', '/reimbursements'],
      ['reimbursement', `/reimbursements/${requestId}/show`],
      ['reimbursement-big', `/reimbursements/${bigRequestId}/show`],
      ['protest-letters', '/protest-letters'],
      ['protest-letter', `/protest-letters/${letterId}/show`],
      ['users', '/users'],
      ['clients', '/clients'],
      ['customs-brokers', '/customs-brokers'],
      ['ports', '/ports'],
      ['vessels', '/vessels'],
      ['sinister-causes', '/sinister-causes'],
      ['document-types', '/document-types'],
      ['reports', '/reports'],
      ['settings', '/settings'],
      ['audit-log', '/audit-log'],
      ['email-log', '/email-log'],
      ['workflow-history', `/workflow-history/reimbursements/${requestId}`],
      ['profile', '/profile'],
    ];
    const spills: string[] = [];
    for (const [name, route] of screens) {
      const spill = await overflowOf(
        page,
        `${run.stack.baseUrl}/admin/#${route}`,
        `fit-console-1280-${name}`,
        {
          figures: true,
        },
      );
      if (spill) spills.push(spill);
    }
    expect(spills).toEqual([]);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 300_000);

  it("shows the detail pages in Portuguese, the testers' language, with no word split in a table", async () => {
    const { context, page } = await signedInOn(run, master, { width: 1280, height: 800, language: 'pt-BR' });
    const watch = watchFailures(page);
    const spills: string[] = [];
    for (const [name, route] of [
      ['reimbursement', `/reimbursements/${requestId}/show`],
      ['reimbursement-big', `/reimbursements/${bigRequestId}/show`],
      ['protest-letter', `/protest-letters/${letterId}/show`],
    ]) {
      const spill = await overflowOf(
        page,
        `${run.stack.baseUrl}/admin/#${route}`,
        `fit-console-1280-pt-${name}`,
        {
          figures: true,
        },
      );
      if (spill) spills.push(spill);
    }
    expect(spills).toEqual([]);
    // Every sidebar entry reads whole: "Solicitações de ressarcimento", not "Solicitações de ress…".
    const entry = page.getByRole('menuitem', { name: 'Solicitações de ressarcimento' });
    await entry.waitFor();
    expect(await cutTexts(page, '.RaSidebar-fixed [role="menuitem"]')).toEqual([]);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the portal at 375 px', () => {
  it('shows lists with their status and details with stacked tables, never wider than the phone', async () => {
    const { context, page } = await signedInOn(run, 'client@example.com', {
      width: 375,
      height: 800,
      language: 'pt-BR',
    });
    const watch = watchFailures(page);
    const screens: [string, string][] = [
      ['processes', '/processes/list'],
      ['requests', '/request-reimbursement/list'],
      ['request', `/request-reimbursement/detail/${requestId}`],
      ['letter', `/processes/details/${letterId}`],
      ['drafts', '/processes/draft'],
      ['users', '/users/users-list'],
      ['user-new', '/users/new'],
      ['profile', '/profile'],
      ['customs-brokers', '/custom-broker/list'],
      ['manual', '/pages/manual'],
      ['new-request', '/request-reimbursement/create'],
      ['new-protest', '/protest/create'],
    ];
    const spills: string[] = [];
    for (const [name, path] of screens) {
      const spill = await overflowOf(page, `${run.stack.baseUrl}${path}`, `fit-portal-375-${name}`, {
        whole: true,
      });
      if (spill) spills.push(spill);
    }
    expect(spills).toEqual([]);

    // The status is on screen in the request list, not pushed past its right edge.
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/list`);
    await settled(page);
    const status = page.locator('tbody tr').first().locator('.chip').first();
    const box = await status.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 300_000);

  it('the console at 375 px and the portal at 1280 px do not spill either', async () => {
    const staff = await signedInOn(run, 'claims@example.com', { width: 1280, height: 800 });
    const spills: string[] = [];
    for (const [name, route] of [
      ['reimbursements', '/reimbursements'],
      ['reimbursement', `/reimbursements/${requestId}/show`],
    ]) {
      const spill = await overflowOf(
        staff.page,
        `${run.stack.baseUrl}/admin/#${route}`,
        `fit-console-1280-claims-${name}`,
        { figures: true },
      );
      if (spill) spills.push(spill);
    }
    await staff.context.close();
    const client = await signedInOn(run, 'client@example.com', { width: 1280, height: 800 });
    for (const [name, path] of [
      ['requests', '/request-reimbursement/list'],
      ['request', `/request-reimbursement/detail/${requestId}`],
      ['letter', `/processes/details/${letterId}`],
      ['users', '/users/users-list'],
    ]) {
      const spill = await overflowOf(client.page, `${run.stack.baseUrl}${path}`, `fit-portal-1280-${name}`, {
        whole: true,
      });
      if (spill) spills.push(spill);
    }
    await client.context.close();
    expect(spills).toEqual([]);
  }, 120_000);
});

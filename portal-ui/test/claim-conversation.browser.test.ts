import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@claims/db/seeds/demo-accounts';
import { formatOfficeDay, translate, type Locale } from '@claims/domain';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { until } from '@claims/workers/testing/jobs-harness';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import {
  PDF,
  fileReimbursement,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from '@claims/api/testing/reimbursement-builders';
import { shot, signedInOn } from '@claims/scripts/testing/portal-session';
import { formatMoney } from '../src/i18n/format';

/**
 * The reimbursement conversation (issue 15) in a real browser against the real stack, once in
 * Spanish and once in Portuguese: what every party sees at each step. The client works in the
 * portal; the BUE analyst accepts the counteroffer in the console; the other staff steps go
 * through the api as the console would send them. E-mails go through the jobs worker into an SMTP
 * sink and are read from the delivery log in each recipient's language.
 */
const run = browserAgainstStack({ jobs: true });
let refs: Awaited<ReturnType<typeof shippingRefs>>;

beforeAll(async () => {
  refs = await shippingRefs(run.stack.deps.db);
}, 120_000);

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

/** Fails a step on any api answer ≥ 400 or console error the page met (none is expected here). */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page: ${err.message}`));
  return problems;
}

/** People of this journey, reading `locale`: a client of Alfa and a BUE analyst (limit 10 000 BRL). */
async function people(locale: Locale) {
  const db = run.stack.deps.db;
  const alfa = await db('users').where({ email: 'client@example.com' }).first('client_id', 'password_hash');
  const suffix = `${locale.toLowerCase()}-${randomBytes(3).toString('hex')}`;
  const insert = async (row: Record<string, unknown>) => {
    const email = `journey-${row.role}-${suffix}@example.com`.toLowerCase();
    const [user] = await db('users')
      .insert({ ...row, email, language: locale, password_hash: alfa.passwordHash })
      .returning(['id', 'email']);
    return { id: user.id as string, email: user.email as string };
  };
  return {
    client: await insert({
      role: 'CLIENT_MASTER',
      client_id: alfa.clientId,
      name: 'Lucía',
      last_name: 'Ruiz',
    }),
    bue: await insert({
      role: 'CLAIMS',
      team: 'BUE',
      name: 'Martín',
      last_name: 'Giménez',
      authority_limit: '10000.00',
      authority_currency: 'BRL',
    }),
    master: await insert({ role: 'MASTER', name: 'Helena', last_name: 'Souza' }),
  };
}

/** Delivers every notice of the case so far and answers the subjects each user was e-mailed. */
async function deliverAll(caseId: string) {
  const rows = await run.stack.deps
    .db('outbox')
    .whereRaw("payload->>'caseId' = ?", [caseId])
    .whereNull('delivered_at')
    .pluck('event_key');
  for (const key of rows) await run.jobs.deliver(key);
  await until('delivered', async () => {
    const left = await run.stack.deps
      .db('outbox')
      .whereIn('event_key', rows)
      .whereNull('delivered_at')
      .count({ n: '*' });
    return Number(left[0]?.n) === 0;
  });
}
async function mailSubjects(userId: string, caseId: string) {
  return run.stack.deps
    .db('email_log as m')
    .join('outbox as o', 'o.event_key', 'm.event_key')
    .whereRaw("o.payload->>'caseId' = ?", [caseId])
    .where({ 'm.recipient_id': userId, 'm.status': 'SENT' })
    .orderBy('m.id')
    .pluck('m.subject');
}

/** A label that starts with the text (the upload's label goes on with the accepted types). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A day as the portal, the console and the e-mails write it: dd/mm/aaaa on the office's calendar. */
const shortDay = (locale: Locale, day: string) => formatOfficeDay(locale, day, 'BR');

const T = (locale: Locale, key: string, params?: Record<string, string | number>) =>
  translate(locale, key, params);

describe.each(['es', 'pt-BR'] as const)('the reimbursement conversation in %s', (locale) => {
  it('shows every party what was asked of them, from filing to the closing', async () => {
    const who = await people(locale);
    const as = {
      client: await signedIn(run.stack.deps.db, who.client.email, locale),
      bue: await signedIn(run.stack.deps.db, who.bue.email, locale),
      master: await signedIn(run.stack.deps.db, who.master.email, locale),
      claims: await signedIn(run.stack.deps.db, 'claims@example.com', locale),
    };
    const act = async (id: string, action: string, body: unknown, by: keyof typeof as) => {
      const res = await call('POST', `/api/reimbursements/${id}/actions/${action}`, body, as[by]);
      if (res.status !== 200) throw new Error(`${action}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };

    // 1. Filed by the client (the wizard has its own tests).
    const filed = await fileReimbursement(run.stack.baseUrl, call, as.client, requestBody(refs));
    const { id, reference } = filed as { id: string; reference: string };

    // 2. Transfer to BUE: the BUE analyst is told in the app and by e-mail, in their language.
    await act(id, 'transferResponsibility', { team: 'BUE' }, 'claims');
    await deliverAll(id);
    const transferred = T(locale, 'notify.RESPONSIBILITY_TRANSFERRED.subject', { reference, team: 'BUE' });
    expect(await mailSubjects(who.bue.id, id)).toContain(transferred);
    const bueBell = await call('GET', '/api/notifications', undefined, as.bue);
    expect(bueBell.body.map((n: { title: string }) => n.title)).toContain(transferred);

    // 3. Documents asked of the client, who sees them as a checklist and sends them.
    const message =
      locale === 'es'
        ? 'Envíe el poder firmado y el certificado de destrucción de la mercadería.'
        : 'Envie a procuração assinada e o certificado de destruição da mercadoria.';
    await act(
      id,
      'requestDocuments',
      { party: 'CLIENT', documentTypes: ['POWER_OF_ATTORNEY', 'DESTRUCTION_CERTIFICATE'], message },
      'bue',
    );
    await deliverAll(id);
    const [asked] = (await mailSubjects(who.client.id, id)).filter((s) =>
      s.startsWith(locale === 'es' ? 'Documentos solicitados' : 'Documentos solicitados'),
    );
    const poder = T(locale, 'codes.documentTypes.POWER_OF_ATTORNEY');
    const destruction = T(locale, 'codes.documentTypes.DESTRUCTION_CERTIFICATE');
    expect(asked).toMatch(new RegExp(`${reference}: ${poder}, ${destruction} — .+ \\d{2}/\\d{2}/\\d{4}$`));
    const sendBy = (asked as string).slice(-10);

    // A client reading from a browser far east of the office (UTC+14): the screen still names the
    // day the e-mail names, the day at the office.
    const { context, page } = await signedInOn(run, who.client.email, {
      language: locale,
      timezoneId: 'Pacific/Kiritimati',
    });
    context.setDefaultTimeout(60_000);
    const problems = watch(page);
    await page.goto(`${run.stack.baseUrl}/processes/list`);
    // The bell says what is asked and by when, not "updated".
    await page.getByRole('button', { name: new RegExp(T(locale, 'portal.topbar.notifications')) }).click();
    await page
      .getByText(asked as string)
      .first()
      .waitFor();
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/detail/${id}`);
    const checklist = page.locator('.document-request');
    await checklist.getByText(message).waitFor();
    await checklist.getByText(T(locale, 'conversation.documents.progress', { sent: 0, total: 2 })).waitFor();
    await checklist.getByText(T(locale, 'conversation.documents.until', { date: sendBy })).waitFor();
    // Nothing uploaded yet: "sent" waits for the documents.
    expect(
      await checklist.getByRole('button', { name: T(locale, 'portal.detail.documentsSent') }).isDisabled(),
    ).toBe(true);
    await shot(page, `conversation-${locale}-1-documents-requested`);
    for (const [type, name] of [
      [poder, 'poder.pdf'],
      [destruction, 'certificado.pdf'],
    ] as const) {
      await page
        .getByLabel(startsWith(T(locale, 'conversation.documents.upload', { document: type })))
        .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
      await checklist.getByText(T(locale, 'conversation.documents.sent', { name })).waitFor();
    }
    await checklist.getByText(T(locale, 'conversation.documents.progress', { sent: 2, total: 2 })).waitFor();
    await shot(page, `conversation-${locale}-2-documents-sent`);
    await checklist.getByRole('button', { name: T(locale, 'portal.detail.documentsSent') }).click();
    await page.getByRole('button', { name: T(locale, 'common.yes') }).click();
    await page.locator('.document-request').waitFor({ state: 'detached' });

    // 4. A proposal above the analyst's limit: a master is told and approves; the client sees
    //    the proposal, never the approval.
    await act(id, 'proposeAgreement', { value: '15000.00', currency: 'BRL', message: 'Propuesta' }, 'bue');
    await deliverAll(id);
    const awaiting = await mailSubjects(who.master.id, id);
    expect(awaiting).toContain(
      T(locale, 'notify.PROPOSAL_AWAITING_APPROVAL.subject', {
        reference,
        value: locale === 'es' ? 'BRL 15.000,00' : 'BRL 15.000,00',
      }),
    );
    await act(id, 'approveProposal', {}, 'master');
    await deliverAll(id);
    await page.reload();
    const thread = page.locator('.conversation');
    await thread.getByText(T(locale, 'conversation.thread.client.OPEN.PROPOSAL')).waitFor();
    expect(await page.getByText(T(locale, 'codes.logActions.PROPOSAL_APPROVED')).count()).toBe(0);

    // 5. The client counteroffers; the analyst accepts it in the console.
    await page.getByLabel(T(locale, 'portal.detail.counterofferValue'), { exact: false }).fill('9500,00');
    await page.getByRole('button', { name: T(locale, 'portal.detail.sendCounteroffer') }).click();
    await page.getByRole('button', { name: T(locale, 'common.yes') }).click();
    await thread.getByText(T(locale, 'conversation.thread.client.OPEN.COUNTEROFFER')).waitFor();
    // Its author is told they made it; it is the first counteroffer, after the first proposal.
    await thread.getByText(T(locale, 'conversation.thread.youCountered'), { exact: true }).waitFor();
    await thread.getByText(`${T(locale, 'portal.detail.counteroffer')} #1:`, { exact: false }).waitFor();

    const consoleContext = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
    consoleContext.setDefaultTimeout(60_000);
    const staff = await consoleContext.newPage();
    const staffProblems = watch(staff);
    await staff.addInitScript((l) => localStorage.setItem('language', l), locale);
    await staff.goto(`${run.stack.baseUrl}/admin/`);
    await staff.locator('input[name="username"]').fill(who.bue.email);
    await staff.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await staff.locator('button[type="submit"]').click();
    await staff.locator('header').getByText('Martín Giménez').waitFor();
    await staff.goto(`${run.stack.baseUrl}/admin/#/reimbursements/${id}/show`);
    await staff.getByText(T(locale, 'console.reimbursements.counterofferPending')).first().waitFor();
    // The thread says, in the analyst's language, that the counteroffer waits for the team.
    const staffThread = (text: string) => staff.getByText(text, { exact: true }).first().waitFor();
    await staffThread(T(locale, 'console.proposals.statuses.OPEN_COUNTEROFFER'));
    await staffThread(`${T(locale, 'console.proposals.kinds.COUNTEROFFER')} #1`);
    await staff.locator('button[data-action="acceptCounteroffer"]').click();
    await staff.getByRole('button', { name: T(locale, 'common.confirm') }).click();
    await staff.getByText(T(locale, 'console.actions.acceptCounteroffer.success')).first().waitFor();
    // Answered: the header's status moves on and its pending chip is gone. (The header's chip:
    // other requests on the same BL, filed by earlier runs, are listed with their own statuses.)
    await staff.locator('h1 ~ [data-status="AWAITING_RR_POA"]').waitFor();
    expect(await staff.getByText(T(locale, 'console.reimbursements.counterofferPending')).count()).toBe(0);
    await shot(staff, `conversation-${locale}-3-console-counteroffer-accepted`);

    // 6. Settlement documents: the R&R and the power of attorney, explained.
    await deliverAll(id);
    expect((await mailSubjects(who.client.id, id)).some((s) => s.includes('R&R'))).toBe(true);
    await page.reload();
    await thread.getByText(T(locale, 'conversation.thread.client.ACCEPTED.COUNTEROFFER')).waitFor();
    await page.getByText(T(locale, 'conversation.documents.settlementExplain')).waitFor();
    // The power of attorney sent with the documents asked in 3 counts: only the R&R is asked.
    await checklist.getByText(T(locale, 'conversation.documents.sent', { name: 'poder.pdf' })).waitFor();
    await checklist.getByText(T(locale, 'conversation.documents.progress', { sent: 1, total: 2 })).waitFor();
    const uploadFor = (document: string) =>
      page.getByLabel(startsWith(T(locale, 'conversation.documents.upload', { document })));
    expect(await uploadFor(poder).count()).toBe(0);
    await uploadFor(T(locale, 'codes.documentTypes.RECEIPT_AND_RELEASE')).setInputFiles({
      name: 'rr.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await checklist.getByText(T(locale, 'conversation.documents.progress', { sent: 2, total: 2 })).waitFor();
    await shot(page, `conversation-${locale}-4-settlement-documents`);
    await checklist.getByRole('button', { name: T(locale, 'portal.detail.documentsSent') }).click();
    await page.getByRole('button', { name: T(locale, 'common.yes') }).click();
    await page.locator('.document-request').waitFor({ state: 'detached' });

    // 7. The payment is scheduled: the client sees the date as they write it.
    await act(id, 'schedulePayment', { expectedDate: '2030-12-20' }, 'bue');
    await page.reload();
    const payment = page.locator('.payment');
    await payment.getByText(shortDay(locale, '2030-12-20')).waitFor();

    // 8. Payment made with a receipt: date, value and receipt on both sides.
    const receipt = await uploadRequestFile(run.stack.baseUrl, id, as.bue, {
      documentType: 'PROOF_OF_PAYMENT',
      name: 'comprobante-transferencia.pdf',
    });
    await act(
      id,
      'markPaid',
      { paidOn: '2026-11-20', value: '9500.00', currency: 'BRL', receiptFileId: receipt.body.id },
      'bue',
    );
    await page.reload();
    await payment.getByText(shortDay(locale, '2026-11-20')).first().waitFor();
    await payment.getByText('comprobante-transferencia.pdf').waitFor();
    await payment.getByText(formatMoney(locale, '9500', 'BRL')).waitFor();

    // 9. Closed: the case says how it ended.
    await act(id, 'close', { reason: locale === 'es' ? 'Pago confirmado' : 'Pagamento confirmado' }, 'bue');
    await deliverAll(id);
    await page.reload();
    await page.getByRole('heading', { name: T(locale, 'conversation.outcome.title') }).waitFor();
    await page.getByText(T(locale, 'conversation.outcome.kind.COUNTEROFFER_ACCEPTED')).waitFor();
    await page
      .getByText(locale === 'es' ? 'Pago confirmado' : 'Pagamento confirmado')
      .first()
      .waitFor();
    expect(await page.getByText(T(locale, 'portal.detail.noAnalysis')).count()).toBe(0);
    await shot(page, `conversation-${locale}-5-closed`);
    await staff.reload();
    await staff.getByTestId('outcome').getByText('Martín Giménez').first().waitFor();
    await shot(staff, `conversation-${locale}-6-console-closed`);

    // Every e-mail the client got says what happened, in their language; none is a generic "updated".
    const clientMail = await mailSubjects(who.client.id, id);
    const generic = T(locale, 'notify.generic.subject', { reference });
    expect(clientMail).not.toContain(generic);
    expect(clientMail).toEqual(
      expect.arrayContaining([
        T(locale, 'notify.PAYMENT_SCHEDULED.subject', {
          reference,
          value: 'BRL 9.500,00',
          expectedDate: '20/12/2030',
        }),
        T(locale, 'notify.PAYMENT_MADE.subject', { reference, value: 'BRL 9.500,00', paidOn: '20/11/2026' }),
        T(locale, 'notify.REQUEST_CLOSED.subject', { reference }),
      ]),
    );
    // The client never heard of the internal approval step.
    expect(clientMail.join('\n')).not.toMatch(/aprobada por un máster|aprovada pelo master/i);
    expect(problems).toEqual([]);
    expect(staffProblems).toEqual([]);
    await consoleContext.close();
    await context.close();
  }, 600_000);
});

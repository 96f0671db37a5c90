import { randomBytes, randomUUID } from 'node:crypto';
import { isErrorCode } from '@claims/domain';
import { DEMO_PASSWORD } from '@claims/db/seeds/demo-accounts';
import { api, stackForFile } from './testing/stack-harness';
import { mountedRoutes } from './testing/routes';
import { signedIn } from './testing/tokens';
import { CALLERS } from './testing/callers';
import { created } from './testing/filing-steps';
import { brazilianRoute, fileProtestLetter, inspectionForm, letterBody } from './testing/protest-builders';
import { postFile } from './testing/upload';
import {
  PDF,
  fileReimbursement,
  requestBody,
  shippingRefs,
  uploadRequestFile,
} from './testing/reimbursement-builders';
import { createApp } from './app';
import { createInvitation } from './auth';
import { newUser } from './testing/users';

/**
 * ARCHITECTURE §5 as a table: every route the app registers, called as every demo role, as a
 * user of another company and without a session. A route added without a row here fails.
 */
// One claims team is enough here: the second team's reach is the action tables' business.
const { CLAIMS_BUE: _secondTeam, ...PEOPLE } = CALLERS;
type Who = keyof typeof PEOPLE;
const EVERYONE = Object.keys(PEOPLE) as Who[];

/** 'ok' is any 2xx; a number is that exact status (409: past authorization, refused by the case). */
type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409 | 422;
interface Call {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart upload of one PDF to this path. */
  upload?: boolean;
}
interface Row {
  call: (who: Who) => Call | Promise<Call>;
  expect: Record<Who, Outcome>;
  /** Statuses that also count as 'ok' (health answers 503 while a worker is down). */
  alsoOk?: number[];
  /** The answer describes schemas, not records: field names alone are no leak. */
  describesSchemas?: boolean;
}

const STAFF: Who[] = ['MASTER', 'CLAIMS'];
const CLIENT_SIDE: Who[] = [
  'CLIENT_MASTER',
  'CLIENT_OPERATOR',
  'CUSTOMS_BROKER_MASTER',
  'CUSTOMS_BROKER_OPERATOR',
];
const ALFA_SIDE: Who[] = CLIENT_SIDE;
const SIGNED_IN = EVERYONE.filter((w) => w !== 'anonymous');

/** Outcomes by group; whoever is not named gets `rest` (403), anonymous 401 unless named. */
function outcomes(groups: Partial<Record<Outcome, Who[]>>, rest: Outcome = 403): Record<Who, Outcome> {
  const result = Object.fromEntries(EVERYONE.map((w) => [w, w === 'anonymous' ? 401 : rest])) as Record<
    Who,
    Outcome
  >;
  for (const [outcome, who] of Object.entries(groups) as [string, Who[]][])
    for (const w of who) result[w] = outcome === 'ok' ? 'ok' : (Number(outcome) as Outcome);
  return result;
}
const publicRoute = (outcome: Outcome = 'ok') => outcomes({ [outcome]: EVERYONE });
/** A row for a route of one's own (a GET unless the key says otherwise): everyone signed in gets it. */
const anySignedIn = (path: string): Row => ({ call: () => ({ path }), expect: outcomes({ ok: SIGNED_IN }) });

/**
 * A request of Alfa's: staff, customer service and Alfa's side read it; Beta and the inspector
 * (requests are never an inspector's) do not see it.
 */
const READS_ALFA_REQUEST = outcomes({
  ok: [...STAFF, 'CUSTOMER_SERVICE', ...ALFA_SIDE],
  404: ['OTHER_COMPANY', 'INSPECTOR'],
});
/** A letter of Alfa's, its inspection the inspector's: they read it too; Beta does not see it. */
const READS_ALFA_LETTER = outcomes({
  ok: [...STAFF, 'CUSTOMER_SERVICE', ...ALFA_SIDE, 'INSPECTOR'],
  404: ['OTHER_COMPANY'],
});

const run = stackForFile();
const headers = {} as Record<Who, Record<string, string>>;
const ids = {} as Record<
  | 'alfa'
  | 'rota'
  | 'reimbursement'
  | 'alfaOperator'
  | 'port'
  | 'vessel'
  | 'sinisterCause'
  | 'letter'
  | 'letterFile'
  | 'draft'
  | 'reimbursementDraft'
  | 'reimbursementFile'
  | 'invitation',
  string
>;
const languages = {} as Record<Who, string>;
let ports: { embarkation: string; discharge: string };

const unique = () => randomBytes(4).toString('hex');
const letters = (n: number) => Array.from(randomBytes(n), (b) => String.fromCharCode(65 + (b % 26))).join('');
/**
 * A port code of the test country ZZ no port has yet: three letters give 17,576 codes, and the
 * test database keeps the ports of earlier runs, so a random one may already be taken (409).
 */
const takenPortCodes = new Set<string>();
function freshPortCode(): string {
  for (;;) {
    const code = `ZZ${letters(3)}`;
    if (!takenPortCodes.has(code)) {
      takenPortCodes.add(code);
      return code;
    }
  }
}
/** A valid CNPJ nobody has used yet. */
function newCnpj(): string {
  const digits = [...Array.from(randomBytes(8), (b) => b % 10), 0, 0, 0, 1];
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, w, i) => sum + w * (digits[i] as number), 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}
const labels = (name: string) => ({ 'pt-BR': name, en: name, es: name });
const as = (who: Who) => headers[who];

async function asMaster(method: string, path: string, body: unknown) {
  const res = await api(run.stack.baseUrl, method, path, body, headers.MASTER);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const newOperator = () =>
  asMaster(
    'POST',
    '/api/users',
    newUser('Op Matrix', 'CLIENT_OPERATOR', { email: `op.${unique()}@example.com`, clientId: ids.alfa }),
  );
const newClient = () =>
  asMaster('POST', '/api/clients', {
    name: `Matrix ${unique()}`,
    country: 'BR',
    taxId: newCnpj(),
    office: 'BR',
  });
const newBroker = () =>
  asMaster('POST', '/api/customs-brokers', { name: `Matrix ${unique()}`, country: 'BR', taxId: newCnpj() });
async function newReimbursement(): Promise<string> {
  const call = (method: string, path: string, body: unknown, h: Record<string, string>) =>
    api(run.stack.baseUrl, method, path, body, h);
  const refs = await shippingRefs(run.stack.deps.db);
  return (await fileReimbursement(run.stack.baseUrl, call, headers.CLIENT_MASTER, requestBody(refs))).id;
}
/** A broker files for a client it represents, so its body names the client (Alfa). */
const brokerFor = (who: Who, body: Record<string, unknown>) =>
  who.startsWith('CUSTOMS_BROKER') ? { ...body, clientId: ids.alfa } : body;
/** A draft of Alfa's client, under `/api/reimbursements` or `/api/protest-letters`. */
async function newDraftOf(cases: string): Promise<string> {
  const res = await api(run.stack.baseUrl, 'POST', `${cases}/drafts`, { data: {} }, headers.CLIENT_MASTER);
  return created('draft', res).id;
}
const newReimbursementDraft = () => newDraftOf('/api/reimbursements');
const newDraft = () => newDraftOf('/api/protest-letters');

/** A report of the caller's own (reports are their requester's alone), or an id nobody has. */
async function ownReport(who: Who, status: 'QUEUED' | 'DONE'): Promise<string> {
  const email = PEOPLE[who];
  if (!email || !['MASTER', 'CLAIMS'].includes(who)) return randomUUID();
  const { db } = run.stack.deps;
  const user = await db('users').where({ email }).first('id');
  const [row] = await db('reports')
    .insert({ type: 'OPEN_PROCESSES', requested_by: user.id, status, rows: JSON.stringify([]), row_count: 0 })
    .returning('id');
  return row.id;
}

/** Reference data: read by everyone signed in, kept by MASTER and CLAIMS. */
function referenceRows(
  path: string,
  id: () => string,
  create: () => unknown,
  update: unknown,
  fresh: () => Promise<string>,
): Record<string, Row> {
  const read = outcomes({ ok: SIGNED_IN });
  const write = outcomes({ ok: STAFF });
  return {
    [`GET ${path}`]: { call: () => ({ path }), expect: read },
    [`GET ${path}/:id`]: { call: () => ({ path: `${path}/${id()}` }), expect: read },
    [`POST ${path}`]: { call: () => ({ path, body: create() }), expect: write },
    [`PUT ${path}/:id`]: { call: () => ({ path: `${path}/${id()}`, body: update }), expect: write },
    [`DELETE ${path}/:id`]: { call: async () => ({ path: `${path}/${await fresh()}` }), expect: write },
  };
}

const ROWS: Record<string, Row> = {
  // No jobs worker runs beside this stack, so health may well report 503: still an answer to all.
  'GET /api/health': { call: () => ({ path: '/api/health' }), expect: publicRoute(), alsoOk: [503] },
  'GET /api/openapi.json': {
    call: () => ({ path: '/api/openapi.json' }),
    expect: publicRoute(),
    describesSchemas: true,
  },
  'GET /api/docs': { call: () => ({ path: '/api/docs' }), expect: publicRoute() },

  'POST /api/auth/login': {
    call: (who) => ({
      path: '/api/auth/login',
      body: { email: PEOPLE[who] ?? PEOPLE.CUSTOMER_SERVICE, password: DEMO_PASSWORD },
    }),
    expect: publicRoute(),
  },
  'POST /api/auth/logout': {
    // A session of its own, so the row's other calls keep theirs.
    call: async (who) => ({
      path: '/api/auth/logout',
      headers: PEOPLE[who] ? await signedIn(run.stack.deps.db, PEOPLE[who] as string) : {},
    }),
    expect: outcomes({ ok: SIGNED_IN }),
  },
  'GET /api/auth/me': anySignedIn('/api/auth/me'),
  'PATCH /api/auth/me': {
    call: (who) => ({ path: '/api/auth/me', body: { language: languages[who] ?? 'pt-BR' } }),
    expect: outcomes({ ok: SIGNED_IN }),
  },
  // One's own pending change of address: nobody else's is read or cancelled (nothing waits here).
  'GET /api/auth/email-change': anySignedIn('/api/auth/email-change'),
  'DELETE /api/auth/email-change': anySignedIn('/api/auth/email-change'),
  'POST /api/auth/forgot-password': {
    // Each caller from its own address and for its own e-mail: the per-address and per-account
    // reset throttles are not what is tested here.
    call: () => ({
      path: '/api/auth/forgot-password',
      body: { email: `nobody.${unique()}@example.com` },
      headers: { 'X-Forwarded-For': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    }),
    expect: publicRoute(),
  },
  'POST /api/auth/create-password': {
    // Public: the link decides, not the session. A link that does not exist is refused to all.
    call: () => ({
      path: '/api/auth/create-password',
      body: { token: 'x'.repeat(40), password: 'Long#password1' },
    }),
    expect: publicRoute(400),
  },
  'POST /api/auth/confirm-email': {
    // Public: the link sent to the new address decides. One that does not exist is refused to all.
    call: () => ({ path: '/api/auth/confirm-email', body: { token: 'y'.repeat(40) } }),
    expect: publicRoute(400),
  },
  'GET /api/auth/invitations/:token': {
    call: () => ({ path: `/api/auth/invitations/${ids.invitation}` }),
    expect: publicRoute(),
  },

  'GET /api/users': {
    call: () => ({ path: '/api/users' }),
    expect: outcomes({ ok: [...STAFF, 'CLIENT_MASTER', 'CUSTOMS_BROKER_MASTER', 'OTHER_COMPANY'] }),
  },
  'GET /api/users/:id': {
    call: () => ({ path: `/api/users/${ids.alfaOperator}` }),
    expect: outcomes({ ok: [...STAFF, 'CLIENT_MASTER'], 404: ['CUSTOMS_BROKER_MASTER', 'OTHER_COMPANY'] }),
  },
  'POST /api/users': {
    call: () => ({
      path: '/api/users',
      body: {
        name: 'New',
        lastName: 'Operator',
        email: `new.${unique()}@example.com`,
        role: 'CLIENT_OPERATOR',
        clientId: ids.alfa,
      },
    }),
    // Beta's master may not place a user in Alfa, a broker master may not hand out client roles.
    expect: outcomes({ ok: [...STAFF, 'CLIENT_MASTER'] }),
  },
  'PUT /api/users/:id': {
    call: () => ({ path: `/api/users/${ids.alfaOperator}`, body: { lastName: 'Edited' } }),
    expect: outcomes({ ok: [...STAFF, 'CLIENT_MASTER'], 404: ['CUSTOMS_BROKER_MASTER', 'OTHER_COMPANY'] }),
  },
  'POST /api/users/:id/invitation': {
    call: async () => ({ path: `/api/users/${(await newOperator()).id}/invitation` }),
    expect: outcomes({ ok: [...STAFF, 'CLIENT_MASTER'], 404: ['CUSTOMS_BROKER_MASTER', 'OTHER_COMPANY'] }),
  },
  'DELETE /api/users/:id': {
    call: async () => ({ path: `/api/users/${(await newOperator()).id}` }),
    expect: outcomes({ ok: [...STAFF, 'CLIENT_MASTER'], 404: ['CUSTOMS_BROKER_MASTER', 'OTHER_COMPANY'] }),
  },

  'GET /api/clients': {
    call: () => ({ path: '/api/clients' }),
    expect: outcomes({ ok: [...STAFF, 'CUSTOMER_SERVICE', ...ALFA_SIDE, 'OTHER_COMPANY'] }),
  },
  'GET /api/clients/:id': {
    call: () => ({ path: `/api/clients/${ids.alfa}` }),
    expect: outcomes({ ok: [...STAFF, 'CUSTOMER_SERVICE', ...ALFA_SIDE], 404: ['OTHER_COMPANY'] }),
  },
  'POST /api/clients': {
    call: () => ({
      path: '/api/clients',
      body: { name: `C ${unique()}`, country: 'BR', taxId: newCnpj(), office: 'BR' },
    }),
    expect: outcomes({ ok: [...STAFF, 'CUSTOMS_BROKER_MASTER'] }),
  },
  'PUT /api/clients/:id': {
    call: () => ({ path: `/api/clients/${ids.alfa}`, body: { contact: 'Matrix contact' } }),
    expect: outcomes({ ok: [...STAFF, 'CUSTOMS_BROKER_MASTER'] }),
  },
  'DELETE /api/clients/:id': {
    call: async () => ({ path: `/api/clients/${(await newClient()).id}` }),
    // The broker master reaches only the clients its broker represents.
    expect: outcomes({ ok: STAFF, 404: ['CUSTOMS_BROKER_MASTER'] }),
  },

  'GET /api/customs-brokers': {
    call: () => ({ path: '/api/customs-brokers' }),
    expect: outcomes({
      ok: [
        ...STAFF,
        'CUSTOMER_SERVICE',
        'CLIENT_MASTER',
        'CUSTOMS_BROKER_MASTER',
        'CUSTOMS_BROKER_OPERATOR',
        'OTHER_COMPANY',
      ],
    }),
  },
  'GET /api/customs-brokers/:id': {
    call: () => ({ path: `/api/customs-brokers/${ids.rota}` }),
    expect: outcomes({
      ok: [...STAFF, 'CUSTOMER_SERVICE', 'CLIENT_MASTER', 'CUSTOMS_BROKER_MASTER', 'CUSTOMS_BROKER_OPERATOR'],
      404: ['OTHER_COMPANY'],
    }),
  },
  'POST /api/customs-brokers': {
    call: () => ({
      path: '/api/customs-brokers',
      body: { name: `B ${unique()}`, country: 'BR', taxId: newCnpj() },
    }),
    expect: outcomes({ ok: STAFF }),
  },
  'PUT /api/customs-brokers/:id': {
    call: () => ({
      path: `/api/customs-brokers/${ids.rota}`,
      body: { name: 'Rota Despachos Aduaneiros Ltda' },
    }),
    expect: outcomes({ ok: STAFF }),
  },
  'DELETE /api/customs-brokers/:id': {
    call: async () => ({ path: `/api/customs-brokers/${(await newBroker()).id}` }),
    expect: outcomes({ ok: STAFF }),
  },

  ...referenceRows(
    '/api/ports',
    () => ids.port,
    () => ({ name: 'Matrix', code: freshPortCode(), city: 'Matrix', country: 'ZZ' }),
    { city: 'Matrix city' },
    async () =>
      (await asMaster('POST', '/api/ports', { name: 'M', code: freshPortCode(), city: 'M', country: 'ZZ' }))
        .id,
  ),
  ...referenceRows(
    '/api/vessels',
    () => ids.vessel,
    () => ({ name: 'Matrix', shortName: 'MX', code: `MX${letters(6)}` }),
    { shortName: 'MX2' },
    async () =>
      (await asMaster('POST', '/api/vessels', { name: 'M', shortName: 'M', code: `MX${letters(6)}` })).id,
  ),
  ...referenceRows(
    '/api/sinister-causes',
    () => ids.sinisterCause,
    () => ({ labels: labels(`Matrix ${letters(8)}`) }),
    { active: true },
    async () => (await asMaster('POST', '/api/sinister-causes', { labels: labels(`Gone ${letters(8)}`) })).id,
  ),
  ...referenceRows(
    '/api/document-types',
    () => 'PHOTOS',
    () => ({ labels: labels(`Matrix ${letters(8)}`) }),
    { active: true },
    async () => (await asMaster('POST', '/api/document-types', { labels: labels(`Gone ${letters(8)}`) })).id,
  ),

  'GET /api/reimbursements': {
    // An inspector reaches no reimbursement: the list answers, empty.
    call: () => ({ path: '/api/reimbursements' }),
    expect: outcomes({ ok: SIGNED_IN }),
  },
  'POST /api/reimbursements': {
    // Past authorization an empty filing is refused field by field.
    call: (who) => ({ path: '/api/reimbursements', body: brokerFor(who, {}) }),
    expect: outcomes({ 422: [...CLIENT_SIDE, 'OTHER_COMPANY'] }),
  },
  'GET /api/reimbursements/carrier-notice': {
    call: () => ({ path: '/api/reimbursements/carrier-notice' }),
    expect: outcomes({ ok: [...CLIENT_SIDE, 'OTHER_COMPANY'] }),
  },
  'GET /api/reimbursements/drafts': {
    call: () => ({ path: '/api/reimbursements/drafts' }),
    expect: outcomes({ ok: [...CLIENT_SIDE, 'OTHER_COMPANY'] }),
  },
  'POST /api/reimbursements/drafts': {
    call: (who) => ({ path: '/api/reimbursements/drafts', body: brokerFor(who, { data: {} }) }),
    expect: outcomes({ ok: [...CLIENT_SIDE, 'OTHER_COMPANY'] }),
  },
  'GET /api/reimbursements/drafts/:id': {
    // A draft is its author's alone.
    call: () => ({ path: `/api/reimbursements/drafts/${ids.reimbursementDraft}` }),
    expect: outcomes({ ok: ['CLIENT_MASTER'], 404: [...CLIENT_SIDE.slice(1), 'OTHER_COMPANY'] }),
  },
  'PUT /api/reimbursements/drafts/:id': {
    call: () => ({
      path: `/api/reimbursements/drafts/${ids.reimbursementDraft}`,
      body: { data: { voyage: '245S' } },
    }),
    expect: outcomes({ ok: ['CLIENT_MASTER'], 404: [...CLIENT_SIDE.slice(1), 'OTHER_COMPANY'] }),
  },
  'DELETE /api/reimbursements/drafts/:id': {
    call: async () => ({ path: `/api/reimbursements/drafts/${await newReimbursementDraft()}` }),
    expect: outcomes({ ok: ['CLIENT_MASTER'], 404: [...CLIENT_SIDE.slice(1), 'OTHER_COMPANY'] }),
  },
  'DELETE /api/reimbursements/:id/files/:fileId': {
    call: async () => {
      const draft = await newReimbursementDraft();
      const file = await uploadRequestFile(run.stack.baseUrl, draft, headers.CLIENT_MASTER, {
        documentType: 'PHOTOS',
        name: 'avaria.png',
      });
      return { path: `/api/reimbursements/${draft}/files/${file.body.id}` };
    },
    expect: outcomes({ ok: ['CLIENT_MASTER'], 404: [...CLIENT_SIDE.slice(1), 'OTHER_COMPANY'] }),
  },
  'POST /api/reimbursements/drafts/:id/submit': {
    // The author's empty draft is refused field by field; nobody else reaches it.
    call: () => ({ path: `/api/reimbursements/drafts/${ids.reimbursementDraft}/submit` }),
    expect: outcomes({ 422: ['CLIENT_MASTER'], 404: [...CLIENT_SIDE.slice(1), 'OTHER_COMPANY'] }),
  },
  'GET /api/reimbursements/:id/timeline': {
    call: () => ({ path: `/api/reimbursements/${ids.reimbursement}/timeline` }),
    expect: READS_ALFA_REQUEST,
  },
  'GET /api/reimbursements/:id/history': {
    call: () => ({ path: `/api/reimbursements/${ids.reimbursement}/history` }),
    expect: outcomes({ ok: STAFF }),
  },
  'POST /api/reimbursements/:id/files': {
    call: () => ({ path: `/api/reimbursements/${ids.reimbursement}/files`, upload: true }),
    // Read-only and inspector roles may not add documents at all (function level, before reach).
    expect: outcomes({ ok: [...STAFF, ...ALFA_SIDE], 404: ['OTHER_COMPANY'] }),
  },
  'GET /api/reimbursements/:id/files/:fileId': {
    call: () => ({ path: `/api/reimbursements/${ids.reimbursement}/files/${ids.reimbursementFile}` }),
    expect: READS_ALFA_REQUEST,
  },
  'GET /api/reimbursements/:id': {
    call: () => ({ path: `/api/reimbursements/${ids.reimbursement}` }),
    expect: READS_ALFA_REQUEST,
  },
  'POST /api/reimbursements/:id/actions/:action': {
    // A staff action on a case of its own per call: a client may reach the case but not act for staff.
    call: async () => ({
      path: `/api/reimbursements/${await newReimbursement()}/actions/transferResponsibility`,
      body: { team: 'BUE' },
    }),
    expect: outcomes({
      ok: STAFF,
      409: ALFA_SIDE,
      403: ['CUSTOMER_SERVICE'],
      404: ['OTHER_COMPANY', 'INSPECTOR'],
    }),
  },

  // Protest letters: ids.letter is Alfa's, with an inspection scheduled for the inspector.
  'GET /api/protest-letters/drafts': {
    call: () => ({ path: '/api/protest-letters/drafts' }),
    expect: outcomes({ ok: [...CLIENT_SIDE, 'OTHER_COMPANY'] }),
  },
  'POST /api/protest-letters/drafts': {
    call: () => ({ path: '/api/protest-letters/drafts', body: { clientId: ids.alfa, data: {} } }),
    expect: outcomes({ ok: CLIENT_SIDE, 404: ['OTHER_COMPANY'] }),
  },
  'GET /api/protest-letters/drafts/:id': {
    // A draft is its author's alone.
    call: () => ({ path: `/api/protest-letters/drafts/${ids.draft}` }),
    expect: outcomes({ ok: ['CLIENT_MASTER'], 404: [...CLIENT_SIDE.slice(1), 'OTHER_COMPANY'] }),
  },
  'PUT /api/protest-letters/drafts/:id': {
    call: () => ({
      path: `/api/protest-letters/drafts/${ids.draft}`,
      body: { data: { ship: 'MSC Matrix' } },
    }),
    expect: outcomes({ ok: ['CLIENT_MASTER'], 404: [...CLIENT_SIDE.slice(1), 'OTHER_COMPANY'] }),
  },
  'DELETE /api/protest-letters/drafts/:id': {
    call: async () => ({ path: `/api/protest-letters/drafts/${await newDraft()}` }),
    expect: outcomes({ ok: ['CLIENT_MASTER'], 404: [...CLIENT_SIDE.slice(1), 'OTHER_COMPANY'] }),
  },
  'GET /api/protest-letters': anySignedIn('/api/protest-letters'),
  'POST /api/protest-letters': {
    // Past authorization an empty filing is refused field by field.
    call: () => ({ path: '/api/protest-letters', body: {} }),
    expect: outcomes({ 422: [...CLIENT_SIDE, 'OTHER_COMPANY'] }),
  },
  'GET /api/protest-letters/:id': {
    call: () => ({ path: `/api/protest-letters/${ids.letter}` }),
    expect: READS_ALFA_LETTER,
  },
  'POST /api/protest-letters/:id/actions/:action': {
    // Already requested: illegal now for whoever may act on the letter at all.
    call: () => ({
      path: `/api/protest-letters/${ids.letter}/actions/requestInspection`,
      body: inspectionForm,
    }),
    expect: outcomes({
      409: [...STAFF, ...ALFA_SIDE, 'INSPECTOR'],
      403: ['CUSTOMER_SERVICE'],
      404: ['OTHER_COMPANY'],
    }),
  },
  'GET /api/protest-letters/:id/history': {
    call: () => ({ path: `/api/protest-letters/${ids.letter}/history` }),
    expect: outcomes({ ok: STAFF }),
  },
  'GET /api/protest-letters/:id/messages': {
    call: () => ({ path: `/api/protest-letters/${ids.letter}/messages` }),
    expect: READS_ALFA_LETTER,
  },
  'POST /api/protest-letters/:id/messages': {
    call: () => ({ path: `/api/protest-letters/${ids.letter}/messages`, body: { text: 'hello' } }),
    expect: outcomes({ ok: [...STAFF, 'CUSTOMER_SERVICE', ...ALFA_SIDE], 404: ['OTHER_COMPANY'] }),
  },
  'GET /api/reimbursements/:id/messages': {
    call: () => ({ path: `/api/reimbursements/${ids.reimbursement}/messages` }),
    expect: READS_ALFA_REQUEST,
  },
  'POST /api/reimbursements/:id/messages': {
    call: () => ({ path: `/api/reimbursements/${ids.reimbursement}/messages`, body: { text: 'hello' } }),
    expect: outcomes({ ok: [...STAFF, 'CUSTOMER_SERVICE', ...ALFA_SIDE], 404: ['OTHER_COMPANY'] }),
  },
  'GET /api/notifications': anySignedIn('/api/notifications'),
  'GET /api/notifications/unread-count': anySignedIn('/api/notifications/unread-count'),
  'GET /api/notifications/stream': anySignedIn('/api/notifications/stream'),
  'POST /api/notifications/read-all': anySignedIn('/api/notifications/read-all'),
  'POST /api/notifications/:id/read': {
    // Someone else's (or nobody's) notification does not exist for the caller.
    call: () => ({ path: `/api/notifications/${randomUUID()}/read` }),
    expect: outcomes({ 404: SIGNED_IN }),
  },
  'GET /api/email-log': { call: () => ({ path: '/api/email-log' }), expect: outcomes({ ok: ['MASTER'] }) },
  'POST /api/client-errors': {
    // Anyone may report a crash (one can happen on the login screen); each caller from its own address.
    call: () => ({
      path: '/api/client-errors',
      body: { message: 'boom', route: '/processes/list', ui: 'portal' },
      headers: { 'X-Forwarded-For': `10.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    }),
    expect: publicRoute(),
  },
  'GET /api/audit-log': { call: () => ({ path: '/api/audit-log' }), expect: outcomes({ ok: ['MASTER'] }) },
  'GET /api/settings': { call: () => ({ path: '/api/settings' }), expect: outcomes({ ok: ['MASTER'] }) },
  'PUT /api/settings': {
    // Brazil's notice period as it already is: authorized callers change nothing.
    call: () => ({ path: '/api/settings', body: { offices: { BR: { noticeDays: 10 } } } }),
    expect: outcomes({ ok: ['MASTER'] }),
  },
  'POST /api/reports': {
    call: () => ({ path: '/api/reports', body: { type: 'OPEN_PROCESSES' } }),
    expect: outcomes({ ok: STAFF }),
  },
  'GET /api/reports': { call: () => ({ path: '/api/reports' }), expect: outcomes({ ok: STAFF }) },
  'GET /api/reports/:id': {
    call: async (who) => ({ path: `/api/reports/${await ownReport(who, 'QUEUED')}` }),
    expect: outcomes({ ok: STAFF }),
  },
  'GET /api/reports/:id/download': {
    call: async (who) => ({ path: `/api/reports/${await ownReport(who, 'DONE')}/download?format=csv` }),
    expect: outcomes({ ok: STAFF }),
  },
  'GET /api/dashboard': {
    call: () => ({ path: '/api/dashboard' }),
    expect: outcomes({ ok: [...STAFF, 'CUSTOMER_SERVICE'] }),
  },
  'POST /api/protest-letters/:id/reimbursement-draft': {
    // ids.letter has no POSITIVE inspection yet: nothing is offered to take.
    call: () => ({ path: `/api/protest-letters/${ids.letter}/reimbursement-draft`, body: {} }),
    expect: outcomes({ 409: ALFA_SIDE, 404: ['OTHER_COMPANY'] }),
  },
  'POST /api/protest-letters/:id/files': {
    call: () => ({ path: `/api/protest-letters/${ids.letter}/files`, upload: true }),
    expect: outcomes({ ok: [...STAFF, ...ALFA_SIDE, 'INSPECTOR'], 404: ['OTHER_COMPANY'] }),
  },
  'GET /api/protest-letters/:id/files': {
    call: () => ({ path: `/api/protest-letters/${ids.letter}/files` }),
    expect: READS_ALFA_LETTER,
  },
  'DELETE /api/protest-letters/:id/files/:fileId': {
    // Each uploader removes a file of its own from the open letter; the others try the client's.
    call: async (who) => {
      const uploaders: Who[] = [...STAFF, ...ALFA_SIDE, 'INSPECTOR'];
      const file = await postFile(
        run.stack.baseUrl,
        `/api/protest-letters/${ids.letter}/files`,
        as(uploaders.includes(who) ? who : 'CLIENT_MASTER'),
        { documentType: 'PHOTOS', name: 'foto.pdf', content: PDF, type: 'application/pdf' },
      );
      return { path: `/api/protest-letters/${ids.letter}/files/${file.body.id}` };
    },
    expect: outcomes({ ok: [...STAFF, ...ALFA_SIDE, 'INSPECTOR'], 404: ['OTHER_COMPANY'] }),
  },
  'GET /api/protest-letters/:id/files/:fileId': {
    call: () => ({ path: `/api/protest-letters/${ids.letter}/files/${ids.letterFile}` }),
    expect: READS_ALFA_LETTER,
  },
};

let registered: Set<string>;

// Nothing a client-side or inspector answer carries may touch money (ARCHITECTURE §5, field level).
const MONEY_FIELD = /amount|bank|iban|account|claimed|reimbursementSuggestion|authorityLimit/i;
function moneyFields(body: unknown, path = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((item, i) => moneyFields(item, `${path}[${i}]`));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => [
    ...(MONEY_FIELD.test(key) ? [`${path}.${key}`] : []),
    ...moneyFields(value, `${path}.${key}`),
  ]);
}

async function send(method: string, who: Who, call: Call) {
  const auth = { ...(PEOPLE[who] ? as(who) : {}), ...call.headers };
  if (call.upload)
    return postFile(run.stack.baseUrl, call.path, auth, {
      documentType: 'PHOTOS',
      name: 'foto.pdf',
      content: PDF,
      type: 'application/pdf',
    });
  const res = await fetch(`${run.stack.baseUrl}${call.path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...auth,
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
  return { status: res.status, body: json };
}

beforeAll(async () => {
  const { db } = run.stack.deps;
  for (const code of await db('ports').where('code', 'like', 'ZZ%').pluck('code')) takenPortCodes.add(code);
  for (const who of EVERYONE) {
    const email = PEOPLE[who];
    if (!email) continue;
    headers[who] = await signedIn(db, email);
    languages[who] = (await db('users').where({ email }).first('language')).language;
  }
  ids.alfa = (await db('clients').where({ name: 'Exportadora Alfa Ltda' }).first('id')).id;
  ids.rota = (await db('customs_brokers').where({ name: 'Rota Despachos Aduaneiros Ltda' }).first('id')).id;
  ids.reimbursement = await newReimbursement();
  ids.reimbursementFile = (
    await run.stack.deps.db('case_files').where({ case_id: ids.reimbursement }).first('id')
  ).id;
  ids.reimbursementDraft = await newReimbursementDraft();
  ids.alfaOperator = (await newOperator()).id;
  ids.invitation = (await createInvitation(db, ids.alfaOperator)).token;
  ids.port = (
    await asMaster('POST', '/api/ports', { name: 'M', code: freshPortCode(), city: 'M', country: 'ZZ' })
  ).id;
  ids.vessel = (
    await asMaster('POST', '/api/vessels', { name: 'M', shortName: 'M', code: `MX${letters(6)}` })
  ).id;
  ids.sinisterCause = (
    await asMaster('POST', '/api/sinister-causes', { labels: labels(`Kept ${letters(8)}`) })
  ).id;

  registered = new Set(mountedRoutes(createApp(run.stack.deps)));
  if (registered.has('POST /api/protest-letters')) {
    ports = await brazilianRoute(db);
    const call = (method: string, path: string, body: unknown, h: Record<string, string>) =>
      api(run.stack.baseUrl, method, path, body, h);
    const letter = await fileProtestLetter(run.stack.baseUrl, call, headers.CLIENT_MASTER, {
      ...letterBody(ports),
      inspectionRequested: true,
    });
    ids.letter = letter.id;
    const inspectorId = (await db('users').where({ email: PEOPLE.INSPECTOR }).first('id')).id;
    const act = (action: string, body: unknown, h: Record<string, string>) =>
      call('POST', `/api/protest-letters/${letter.id}/actions/${action}`, body, h);
    expect((await act('requestInspection', inspectionForm, headers.CLIENT_MASTER)).status).toBe(200);
    const scheduled = await act(
      'scheduleInspection',
      { inspectorId, date: '2030-05-12', hour: '14:00' },
      headers.CLAIMS,
    );
    expect(scheduled.status).toBe(200);
    ids.letterFile = (
      await call('GET', `/api/protest-letters/${letter.id}/files`, undefined, headers.CLAIMS)
    ).body[0].id;
    ids.draft = await newDraft();
  }
});

describe('authorization matrix (ARCHITECTURE §5)', () => {
  it('has a row for every route the app registers, and none for a route that is gone', () => {
    const rows = Object.keys(ROWS);
    expect([...registered].filter((route) => !rows.includes(route))).toEqual([]);
    const protestLetters = (route: string) => route.includes('/api/protest-letters');
    expect(rows.filter((route) => !registered.has(route) && !protestLetters(route))).toEqual([]);
  });

  it.each(Object.entries(ROWS))('%s', async (route, row) => {
    if (!registered.has(route)) return; // a protest-letter route not (yet) mounted
    const method = route.split(' ')[0] as string;
    const actual = {} as Record<Who, Outcome | number>;
    const leaks: string[] = [];
    for (const who of EVERYONE) {
      const res = await send(method, who, await row.call(who));
      const ok = (res.status >= 200 && res.status < 300) || (row.alsoOk ?? []).includes(res.status);
      actual[who] = ok && row.expect[who] === 'ok' ? 'ok' : res.status;
      if (!ok) {
        // Every refusal is a catalogue error in the caller's shape, never a stack or SQL.
        expect(isErrorCode(res.body?.error?.code)).toBe(true);
        if (res.status === 404) expect(res.body.error.code).not.toBe('FORBIDDEN');
      }
      if (ok && who === 'INSPECTOR' && !row.describesSchemas) leaks.push(...moneyFields(res.body));
    }
    expect(actual).toEqual(row.expect);
    expect(leaks).toEqual([]);
  });
});

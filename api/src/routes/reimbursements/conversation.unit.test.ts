import type { AgreementProposal, ReimbursementRequest } from '@claims/db';
import type { CaseEventRow } from '../../case-events';
import { presentDocumentRequest, presentLog } from './conversation';

let seq = 0;
/** A step of a request's log as the database reads it back. */
const step = (action: string, doneByRole: CaseEventRow['doneByRole'] = 'CLAIMS', payload = {}) =>
  ({
    seq: ++seq,
    action,
    fromStatus: null,
    toStatus: null,
    doneBy: '9a1f3c52-0b7e-4f7a-8a0e-5d2c1b3a4f01',
    doneByName: 'Ana Claims',
    doneByRole,
    doneAt: new Date('2026-11-20T13:00:00Z'),
    payload,
  }) as unknown as CaseEventRow;

const log = [
  step('REQUEST_CREATED', 'CLIENT_MASTER'),
  step('RESPONSIBILITY_TRANSFERRED_CLI_SAO', 'CLAIMS', { team: 'CLI_SAO' }),
  step('DOCUMENTS_REQUESTED_CLI_SSZ', 'CLAIMS', { party: 'CLI_SSZ', documentTypes: ['EIR'] }),
  step('DOCUMENTS_REQUESTED_CUSTOMER', 'CLAIMS', { party: 'CLIENT', documentTypes: ['POWER_OF_ATTORNEY'] }),
];

describe('a request’s log, as each side reads it', () => {
  it('shows the customer no transfer between teams nor documents asked of an internal area: no team code', () => {
    expect(presentLog(log, true, []).map((e) => e.action)).toEqual([
      'REQUEST_CREATED',
      'DOCUMENTS_REQUESTED_CUSTOMER',
    ]);
  });

  it('shows staff every step, the transfer and the internal request included', () => {
    expect(presentLog(log, false, []).map((e) => e.action)).toEqual(log.map((e) => e.action));
  });
});

// The history showed a counteroffer's words but not its amount, and the portal no proposal's
// amount at all: each negotiation step names the offer it is about, in the offer's currency.
describe('the negotiation steps of the log', () => {
  const at = (hour: number) => new Date(`2026-11-20T${hour}:00:00Z`);
  const offer = (version: number, kind: string, value: string, currency: string, hour: number) =>
    ({ version, kind, value, currency, proposedAt: at(hour) }) as unknown as AgreementProposal;
  const offers = [offer(1, 'PROPOSAL', '1750.50', 'USD', 10), offer(2, 'COUNTEROFFER', '2100.00', 'USD', 11)];
  const stepAt = (action: string, hour: number, role: CaseEventRow['doneByRole'], payload = {}) =>
    ({ ...step(action, role, payload), doneAt: at(hour) }) as CaseEventRow;
  const negotiation = [
    stepAt('AGREEMENT_PROPOSAL', 10, 'CLAIMS', {
      value: '1750.50',
      currency: 'USD',
      message: 'Oferta final',
    }),
    stepAt('COUNTEROFFER_MADE', 11, 'CLIENT_OPERATOR', { value: '2100.00', message: 'El daño fue mayor' }),
    stepAt('COUNTEROFFER_ACCEPTED', 12, 'CLAIMS'),
  ];

  it.each([
    ['the customer', true],
    ['staff', false],
  ])('name each offer with its currency for %s', (_side, clientSide) => {
    expect(presentLog(negotiation, clientSide, offers).map((e) => e.details)).toEqual([
      { value: '1750.50', currency: 'USD', message: 'Oferta final' },
      { value: '2100.00', currency: 'USD', message: 'El daño fue mayor' },
      { value: '2100.00', currency: 'USD' },
    ]);
  });

  it('give the customer a proposal a master let through as the proposal it is, with its amount', () => {
    const held = [
      stepAt('AGREEMENT_PROPOSAL', 10, 'CLAIMS', {
        value: '1750.50',
        currency: 'USD',
        aboveAuthorityLimit: true,
      }),
      stepAt('PROPOSAL_APPROVED', 11, 'MASTER'),
    ];
    expect(presentLog(held, true, offers.slice(0, 1))).toEqual([
      expect.objectContaining({
        action: 'AGREEMENT_PROPOSAL',
        byClaimsTeam: true,
        details: { value: '1750.50', currency: 'USD' },
      }),
    ]);
  });
});

describe('the documents the case waits for, as a checklist', () => {
  const at = (day: number) => new Date(`2026-11-${day}T13:00:00Z`);
  const asked = (action: string, day: number, payload = {}) =>
    ({ ...step(action, 'CLAIMS', payload), doneAt: at(day) }) as CaseEventRow;
  const file = (id: string, documentType: string, name: string, day: number) => ({
    id,
    documentType,
    name,
    uploadedAt: at(day).toISOString(),
  });
  const requestIn = (analysisStatus: string) =>
    ({ analysisStatus, statusLapsesAt: null }) as ReimbursementRequest;
  const poder = file('7d1e0c2a-3b4f-4a5e-8f60-1a2b3c4d5e01', 'POWER_OF_ATTORNEY', 'poder.pdf', 10);

  it('counts a power of attorney the case already holds toward the settlement, by its name', () => {
    const events = [
      asked('DOCUMENTS_REQUESTED_CUSTOMER', 9, { documentTypes: ['POWER_OF_ATTORNEY'] }),
      asked('PROPOSAL_ACCEPTED', 20),
    ];
    const checklist = presentDocumentRequest(requestIn('AWAITING_RR_POA'), events, [poder], true);
    expect(checklist?.items).toEqual([
      { documentType: 'RECEIPT_AND_RELEASE', provided: false, fileId: null, fileName: null },
      { documentType: 'POWER_OF_ATTORNEY', provided: true, fileId: poder.id, fileName: 'poder.pdf' },
    ]);
  });

  it('names the latest of a type when the customer sent it again', () => {
    const newer = file('7d1e0c2a-3b4f-4a5e-8f60-1a2b3c4d5e02', 'POWER_OF_ATTORNEY', 'poder-2026.pdf', 21);
    const checklist = presentDocumentRequest(
      requestIn('AWAITING_RR_POA'),
      [asked('PROPOSAL_ACCEPTED', 20)],
      [poder, newer],
    );
    expect(checklist?.items[1]).toMatchObject({ provided: true, fileName: 'poder-2026.pdf' });
  });

  it('asks documents requested again from the request on: claims asked because the earlier one would not do', () => {
    const checklist = presentDocumentRequest(
      requestIn('AWAITING_DOCS_CLIENT'),
      [asked('DOCUMENTS_REQUESTED_CUSTOMER', 20, { documentTypes: ['POWER_OF_ATTORNEY'] })],
      [poder],
    );
    expect(checklist?.items).toEqual([
      { documentType: 'POWER_OF_ATTORNEY', provided: false, fileId: null, fileName: null },
    ]);
  });
});

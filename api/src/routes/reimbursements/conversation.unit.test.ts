import type { ReimbursementRequest } from '@claims/db';
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

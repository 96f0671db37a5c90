import type { CaseEventRow } from '../../case-events';
import { presentLog } from './conversation';

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

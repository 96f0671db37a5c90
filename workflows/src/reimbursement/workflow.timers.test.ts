import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { reimbursement as domain } from '@claims/domain';
import type { ReimbursementActivities, ReimbursementTransitionRecord } from '../index';
import {
  fakeCaseActivities,
  runOnTestWorker,
  startTimeSkippingServer,
  type CaseRun,
} from '../testing/time-skipping';
import { reimbursementActionUpdate, reimbursementStateQuery } from './messages';
import type { ReimbursementWorkflowInput } from './workflow';

// Thirty days pass in a moment on the time-skipping test server.
let env: TestWorkflowEnvironment;
beforeAll(async () => (env = await startTimeSkippingServer()));
afterAll(() => env?.teardown());

const DAY = 24 * 60 * 60 * 1000;

/** Typed fake activities: what the workflow would have written to PostgreSQL. */
const fakeActivities = (timers: Partial<domain.ReimbursementTimers> = {}) =>
  fakeCaseActivities<ReimbursementTransitionRecord, ReimbursementActivities>((record) => ({
    recordReimbursementTransition: record,
    loadReimbursementTimers: async () => ({ ...domain.DEFAULT_REIMBURSEMENT_TIMERS, ...timers }),
  }));

const runWith: CaseRun<ReimbursementWorkflowInput, ReimbursementActivities> = (input, activities, body) =>
  runOnTestWorker(
    env,
    { type: 'reimbursementRequestWorkflow', id: `reimbursement-${input.requestId}`, input, activities },
    async (handle) => {
      await body(handle);
      // A case left running would wake with no worker on its queue and hold the server's clock
      // still for the tests after it.
      await handle.terminate('test done');
    },
  );

const waitingForClientDocuments = (requestId: string, now: number): ReimbursementWorkflowInput => ({
  requestId,
  office: 'BR',
  createdBy: null,
  carried: {
    case: { status: 'AWAITING_DOCS_CLIENT', owningTeam: 'CLI_SAO', counterofferPending: false },
    seq: 2,
    statusEnteredAt: now,
  },
});

describe('reimbursement timers', () => {
  it('reminds the client every 7 days and closes the request by expiry after 30 days without documents', async () => {
    const { recorded, activities } = fakeActivities();
    await runWith(
      waitingForClientDocuments('expiry-1', await env.currentTimeMs()),
      activities,
      async (handle) => {
        await env.sleep(29 * DAY);
        expect((await handle.query(reimbursementStateQuery)).status).toBe('AWAITING_DOCS_CLIENT');
        await env.sleep(2 * DAY);
        expect((await handle.query(reimbursementStateQuery)).status).toBe('CLOSED_BY_EXPIRY');
      },
    );
    expect(recorded.map((r) => r.action)).toEqual([
      'DOCUMENTS_REMINDER',
      'DOCUMENTS_REMINDER',
      'DOCUMENTS_REMINDER',
      'DOCUMENTS_REMINDER',
      'CLOSED_BY_EXPIRY',
    ]);
    expect(recorded.at(-1)).toMatchObject({
      fromStatus: 'AWAITING_DOCS_CLIENT',
      toStatus: 'CLOSED_BY_EXPIRY',
      seq: 7,
    });
  });

  it('uses the durations from settings, so an office can shorten them', async () => {
    const { recorded, activities } = fakeActivities({
      clientDocumentsExpiryMs: 3 * DAY,
      documentsReminderEveryMs: 10 * DAY,
    });
    await runWith(
      waitingForClientDocuments('expiry-2', await env.currentTimeMs()),
      activities,
      async (handle) => {
        await env.sleep(3 * DAY + 1000);
        expect((await handle.query(reimbursementStateQuery)).status).toBe('CLOSED_BY_EXPIRY');
      },
    );
    expect(recorded.map((r) => r.action)).toEqual(['CLOSED_BY_EXPIRY']);
  });

  it('closes an improcedent request after 15 days with no reopen', async () => {
    const { recorded, activities } = fakeActivities();
    const input: ReimbursementWorkflowInput = {
      requestId: 'improcedent-1',
      office: 'AR',
      createdBy: null,
      carried: {
        case: { status: 'IMPROCEDENT', owningTeam: 'BUE', counterofferPending: false },
        seq: 3,
        statusEnteredAt: await env.currentTimeMs(),
      },
    };
    await runWith(input, activities, async (handle) => {
      await env.sleep(16 * DAY);
      expect((await handle.query(reimbursementStateQuery)).status).toBe('PROCESS_CLOSED');
    });
    expect(recorded.map((r) => r.action)).toEqual(['REQUEST_CLOSED']);
  });

  it('raises the team SLA breach 14 days after submission, not counting the wait for the customer', async () => {
    const { recorded, activities } = fakeActivities({ documentsReminderEveryMs: 100 * DAY });
    const input: ReimbursementWorkflowInput = { requestId: 'sla-1', office: 'BR', createdBy: null };
    await runWith(input, activities, async (handle) => {
      await env.sleep(10 * DAY);
      await handle.executeUpdate(reimbursementActionUpdate('requestDocuments'), {
        args: [{ actor: 'STAFF', doneBy: 'u', payload: { party: 'CLIENT' } }],
      });
      await env.sleep(20 * DAY);
      await handle.executeUpdate(reimbursementActionUpdate('documentsProvided'), {
        args: [{ actor: 'CLIENT_SIDE', doneBy: 'c', payload: {} }],
      });
      await env.sleep(3 * DAY);
      expect((await handle.query(reimbursementStateQuery)).slaBreached).toBe(false);
      await env.sleep(2 * DAY);
      expect((await handle.query(reimbursementStateQuery)).slaBreached).toBe(true);
    });
    expect(recorded.map((r) => r.action)).toEqual([
      'REQUEST_CREATED',
      'DOCUMENTS_REQUESTED_CUSTOMER',
      'DOCUMENTS_PROVIDED',
      'SLA_BREACHED',
    ]);
    // The team's share up to its last step (the 10 days before the documents were asked for).
    expect(recorded.at(-1)?.facts?.slaByTeam.CLI_SAO).toBeGreaterThan(9 * DAY);
  });

  it('alerts 60, 30 and 7 days before the time bar, and an extension re-arms the alerts', async () => {
    const { recorded, activities } = fakeActivities({ slaMs: 1000 * DAY });
    const now = await env.currentTimeMs();
    // Discharged 300 days ago: the bar is ~65 days away.
    const discharge = new Date(now - 300 * DAY).toISOString().slice(0, 10);
    const input: ReimbursementWorkflowInput = {
      requestId: 'timebar-1',
      office: 'BR',
      createdBy: null,
      dischargeDate: discharge,
    };
    await runWith(input, activities, async (handle) => {
      await env.sleep(40 * DAY);
      const until = new Date(now + 200 * DAY).toISOString().slice(0, 10);
      await handle.executeUpdate(reimbursementActionUpdate('extendTimeBar'), {
        args: [{ actor: 'STAFF', doneBy: 'u', payload: { grantedBy: 'Armador', grantedTo: 'Alfa', until } }],
      });
      await env.sleep(150 * DAY);
    });
    const alerts = recorded.filter((r) => r.action === 'TIME_BAR_ALERT').map((r) => r.payload.daysLeft);
    expect(alerts).toEqual([60, 30, 60, 30]);
    expect(recorded.map((r) => r.action)).toContain('TIME_BAR_EXTENDED');
  });

  it('tells claims once when a scheduled payment is still unpaid two days after its date', async () => {
    const { recorded, activities } = fakeActivities({ slaMs: 1000 * DAY });
    const now = await env.currentTimeMs();
    const due = new Date(now + 5 * DAY).toISOString().slice(0, 10);
    const input: ReimbursementWorkflowInput = {
      requestId: 'overdue-1',
      office: 'BR',
      createdBy: null,
      carried: {
        case: {
          status: 'PAYMENT_SCHEDULED',
          owningTeam: 'CLI_SAO',
          counterofferPending: false,
          paymentDueOn: due,
        },
        seq: 8,
        statusEnteredAt: now,
      },
    };
    await runWith(input, activities, async () => {
      await env.sleep(6 * DAY);
      expect(recorded.map((r) => r.action)).not.toContain('PAYMENT_OVERDUE');
      await env.sleep(10 * DAY);
    });
    expect(recorded.filter((r) => r.action === 'PAYMENT_OVERDUE')).toHaveLength(1);
    expect(recorded.find((r) => r.action === 'PAYMENT_OVERDUE')).toMatchObject({
      toStatus: 'PAYMENT_SCHEDULED',
      case: { paymentDueOn: due },
    });
  });

  // Continue-as-new is tested on the dev server: workflow.dev-server.integration.test.ts.
});

import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { protest as domain } from '@claims/domain';
import type { ProtestActivities, ProtestTransitionRecord } from '../index';
import {
  fakeCaseActivities,
  runOnTestWorker,
  startTimeSkippingServer,
  type CaseRun,
  type TestWorkflowHandle,
} from '../testing/time-skipping';
import { protestStateQuery } from './messages';
import type { ProtestWorkflowInput } from './workflow';

// Fifteen days pass in a moment on the time-skipping test server.
let env: TestWorkflowEnvironment;
beforeAll(async () => (env = await startTimeSkippingServer()));
afterAll(() => env?.teardown());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Typed fake activities: what the workflow would have written to PostgreSQL. */
const fakeActivities = (timers: Partial<domain.ProtestTimers> = {}) =>
  fakeCaseActivities<ProtestTransitionRecord, ProtestActivities>((record) => ({
    recordProtestTransition: record,
    loadProtestTimers: async () => ({ ...domain.DEFAULT_PROTEST_TIMERS, ...timers }),
  }));

const runWith: CaseRun<ProtestWorkflowInput, ProtestActivities> = (input, activities, body) =>
  runOnTestWorker(
    env,
    { type: 'protestLetterWorkflow', id: `protest-${input.letterId}`, input, activities },
    body,
  );

const status = async (handle: TestWorkflowHandle) => (await handle.query(protestStateQuery)).status;

/** A letter just filed by a customer who asked for an inspection: it waits for the request form. */
const awaitingInspectionRequest = (
  letterId: string,
  office: ProtestWorkflowInput['office'],
): ProtestWorkflowInput => ({
  letterId,
  office,
  createdBy: null,
  inspectionRequested: true,
});

describe('protest letter timers', () => {
  it('reminds the customer after 5 days without the inspection request form and cancels the inspection after 15', async () => {
    const { recorded, activities } = fakeActivities();
    await runWith(awaitingInspectionRequest('awaiting-1', 'BR'), activities, async (handle) => {
      await env.sleep(5 * DAY + HOUR);
      expect(await status(handle)).toBe('AWAITING_INSPECTION_REQUEST');
      await env.sleep(10 * DAY);
      expect(await status(handle)).toBe('INSPECTION_CANCELLED');
    });
    expect(recorded.map((r) => r.action)).toEqual([
      'PROTEST_LETTER_FILED',
      'INSPECTION_REQUEST_REMINDER',
      'INSPECTION_CANCELLED',
    ]);
    expect(recorded.at(-1)).toMatchObject({
      fromStatus: 'AWAITING_INSPECTION_REQUEST',
      toStatus: 'INSPECTION_CANCELLED',
      seq: 3,
    });
  });

  it('reminds the inspector 24 h before the inspection and escalates to claims 3 days after an unconcluded date', async () => {
    const { recorded, activities } = fakeActivities();
    const now = await env.currentTimeMs();
    const input: ProtestWorkflowInput = {
      letterId: 'scheduled-1',
      office: 'AR',
      createdBy: null,
      inspectionRequested: false,
      carried: {
        case: {
          ...domain.initialProtestCase(false),
          status: 'INSPECTION_SCHEDULED',
          inspectorId: 'inspector-1',
          inspectionAt: now + 2 * DAY,
        },
        seq: 3,
        statusEnteredAt: now,
        remindersSent: [],
      },
    };
    await runWith(input, activities, async (handle) => {
      await env.sleep(DAY - HOUR);
      expect(recorded).toEqual([]);
      await env.sleep(2 * HOUR);
      expect(recorded.map((r) => r.action)).toEqual(['INSPECTOR_REMINDER']);
      await env.sleep(4 * DAY);
      expect(await status(handle)).toBe('INSPECTION_SCHEDULED');
    });
    expect(recorded.map((r) => r.action)).toEqual(['INSPECTOR_REMINDER', 'INSPECTION_OVERDUE_ESCALATED']);
    expect(recorded.every((r) => r.toStatus === 'INSPECTION_SCHEDULED')).toBe(true);
  });

  it('uses the durations from settings, so an office can shorten them', async () => {
    const { recorded, activities } = fakeActivities({
      inspectionRequestExpiryMs: 2 * DAY,
      inspectionRequestReminderMs: 7 * DAY,
    });
    await runWith(awaitingInspectionRequest('awaiting-2', 'UY'), activities, async (handle) => {
      await env.sleep(2 * DAY + HOUR);
      expect(await status(handle)).toBe('INSPECTION_CANCELLED');
    });
    expect(recorded.map((r) => r.action)).toEqual(['PROTEST_LETTER_FILED', 'INSPECTION_CANCELLED']);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { caseDataConverter, WORKFLOWS_PATH } from '@claims/workflows';
import { describeHistory } from '../temporal-history';

// The histories `npm run record-histories` recorded from real runs for the replay tests.
const FIXTURES = path.resolve(path.dirname(WORKFLOWS_PATH), '../test/fixtures');

/** The recorded histories' file names (reimbursement-*.json, protest-*.json). */
export const recordedHistories = () => fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));

/**
 * A recorded history as GET /api/<cases>/:id/history answers its events (without the case's log,
 * so projections stay Temporal's activities): what the viewer shows of a real case.
 */
export async function recordedHistory(file: string) {
  const history = historyFromJSON(JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')));
  // Recorded with the development key, as `npm run record-histories` runs outside production.
  return describeHistory(history, caseDataConverter({}).payloadCodecs);
}

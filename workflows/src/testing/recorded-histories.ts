import fs from 'node:fs';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import { WORKFLOWS_PATH, caseDataConverter } from '../index';

// Recorded by `npm run record-histories` from real runs. If the workflow code changes in a way
// that would break cases already running, replaying these fails with a determinism error.
const FIXTURES = path.resolve(__dirname, '../../test/fixtures');

/** The recorded histories of one workflow, by the prefix of their file names ('protest-'). */
export function recordedHistories(prefix: string): string[] {
  return fs.readdirSync(FIXTURES).filter((f) => f.startsWith(prefix) && f.endsWith('.json'));
}

/**
 * Replays a recorded history on the current workflow code (the bundle when the run built one).
 * It replays under its recorded workflow id, from which a child's id may be derived.
 */
export async function replayRecordedHistory(file: string): Promise<void> {
  const history = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
  const bundlePath = process.env.WORKFLOW_BUNDLE_PATH;
  const started = history.events[0]?.workflowExecutionStartedEventAttributes;
  await Worker.runReplayHistory(
    {
      ...(bundlePath ? { workflowBundle: { codePath: bundlePath } } : { workflowsPath: WORKFLOWS_PATH }),
      // Fixtures recorded before the payload codec pass through it; newer ones are decrypted.
      dataConverter: caseDataConverter(),
    },
    history,
    started?.workflowId ?? file.replace(/\.json$/, ''),
  );
}

/**
 * The replay tests of one workflow: its recorded histories (by file-name prefix) include
 * `mustInclude`, recorded before and after each patch, and every one replays on the current code.
 */
export function describeReplays(title: string, prefix: string, mustInclude: string[]): void {
  const fixtures = recordedHistories(prefix);
  describe(title, () => {
    it('has recorded histories to replay, from before and after each patch', () => {
      expect(fixtures).toEqual(expect.arrayContaining(mustInclude));
    });

    it.each(fixtures)('%s', replayRecordedHistory);
  });
}

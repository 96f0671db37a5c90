import fs from 'node:fs';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import { WORKFLOWS_PATH, caseDataConverter } from '../index';

// Recorded by `npm run record-histories` from real runs. If the workflow code changes in a way
// that would break cases already running, replaying these fails with a determinism error.
const FIXTURES = path.resolve(__dirname, '../../test/fixtures');
const fixtures = fs.readdirSync(FIXTURES).filter((f) => f.startsWith('protest-') && f.endsWith('.json'));

describe('recorded protest letter histories replay on the current workflow code', () => {
  it('has recorded histories to replay, from before and after each patch', () => {
    expect(fixtures).toEqual(
      expect.arrayContaining([
        'protest-inspected-and-analysed.json',
        // After patched('local-projection').
        'protest-v2-inspected-and-analysed.json',
        // After patched('commands-mutex'): commands through the mutex, once the letter is open.
        'protest-v4-inspected-and-analysed.json',
        // After patched('protest-link-once') and patched('protest-result-on-inspection-day').
        'protest-v5-inspected-and-analysed.json',
      ]),
    );
  });

  it.each(fixtures)('%s', async (file) => {
    const history = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
    const bundlePath = process.env.WORKFLOW_BUNDLE_PATH;
    await Worker.runReplayHistory(
      {
        ...(bundlePath ? { workflowBundle: { codePath: bundlePath } } : { workflowsPath: WORKFLOWS_PATH }),
        // Fixtures recorded before the payload codec pass through it; newer ones are decrypted.
        dataConverter: caseDataConverter(),
      },
      history,
      file.replace(/\.json$/, ''),
    );
  });
});

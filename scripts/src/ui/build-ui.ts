import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/paths';
import { StackProblem } from '../stack/problem';
import { initialJavaScript } from './bundle-size';

/** The two front ends, each a Vite app whose build lands in `<package>/dist`, served by the api. */
export const UI_PACKAGES = [
  { name: 'admin-ui', title: 'staff console', budgetKb: 400 },
  { name: 'portal-ui', title: 'portal', budgetKb: 120 },
] as const;

export type UiPackage = (typeof UI_PACKAGES)[number];

/** Where a UI package's build lands; the api's ADMIN_DIST / PORTAL_DIST default to these. */
export const uiDist = (pkg: UiPackage['name']) => path.join(ROOT, pkg, 'dist');

/**
 * Builds a UI when its dist is missing or older than its sources (or the domain, contract and
 * ui-kit code it imports), so `npm start` and `npm test` always serve what is checked out without rebuilding
 * on every run.
 */
export async function ensureUiBuilt(pkg: UiPackage, { force = false } = {}) {
  const stamp = path.join(uiDist(pkg.name), 'index.html');
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const sources = [pkg.name, 'domain/src', 'contract/src', 'ui-kit/src'].map((dir) => path.join(ROOT, dir));
  if (!force && built > newestSource(sources)) return false;
  await withBuildLock(pkg, async () => {
    // Another run may have built it while this one waited for the lock.
    const now = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
    if (!force && now > built) return;
    // Built beside dist and swapped in, so a running api never serves a half-written build.
    const next = `${uiDist(pkg.name)}.next-${process.pid}`;
    await viteBuild(pkg, next);
    fs.rmSync(uiDist(pkg.name), { recursive: true, force: true });
    fs.renameSync(next, uiDist(pkg.name));
  });
  return true;
}

/** One build of a UI at a time across processes (two test runs, or a run beside npm start). */
async function withBuildLock(pkg: UiPackage, build: () => Promise<void>) {
  const lock = path.join(ROOT, pkg.name, '.build-lock');
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock older than 10 minutes belongs to a build that died.
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    await build();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds every UI that needs it and prints each one's initial JavaScript against its budget. */
export async function ensureUisBuilt({ force = false, quiet = false } = {}) {
  for (const pkg of UI_PACKAGES) {
    const rebuilt = await ensureUiBuilt(pkg, { force });
    if (rebuilt && !quiet) printBundleSize(pkg);
  }
}

export function printBundleSize(pkg: UiPackage) {
  const { gzipBytes, files } = initialJavaScript(uiDist(pkg.name));
  const kb = gzipBytes / 1024;
  const verdict = kb <= pkg.budgetKb ? 'within' : 'OVER';
  console.log(
    `${pkg.title} (${pkg.name}): initial JavaScript ${kb.toFixed(1)} KB gzip in ${files.length} file(s), ` +
      `${verdict} the ${pkg.budgetKb} KB budget`,
  );
}

function viteBuild(pkg: UiPackage, outDir: string): Promise<void> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: path.join(ROOT, pkg.name),
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new StackProblem(`building ${pkg.name} failed (vite exit ${code})`)),
    );
  });
}

const SKIP = new Set(['node_modules', 'dist', 'public']);

function newestSource(dirs: string[]): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.filter((d) => fs.existsSync(d)).forEach(walk);
  return newest;
}

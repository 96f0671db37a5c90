import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack/paths';

// The README's "Folders" table, as ESLint enforces it on every import.
const { PACKAGES } = require(path.join(ROOT, 'eslint', 'package-boundaries.js')) as {
  PACKAGES: Record<string, { imports: string[]; testImports?: string[] }>;
};
const names = Object.keys(PACKAGES);

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  exports?: Record<string, string>;
}
const manifest = (pkg: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
const claims = (deps: Record<string, string> = {}) =>
  Object.keys(deps)
    .filter((d) => d.startsWith('@claims/'))
    .map((d) => d.slice('@claims/'.length));

const isTest = (file: string) => /\.test\.tsx?$|\/test\/|\/src\/testing\//.test(file);
function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(p, out);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) out.push(p);
  }
  return out;
}
/** The @claims packages a package's files name, its code's and its tests' apart. */
function importedBy(pkg: string) {
  const code = new Set<string>();
  const tests = new Set<string>();
  for (const file of sources(path.join(ROOT, pkg))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/['"]@claims\/([a-z-]+)(?:\/[^'"]*)?['"]/g))
      (isTest(path.relative(ROOT, file)) ? tests : code).add(name!);
  }
  return { code, tests };
}

describe('package graph', () => {
  it('has no cycle, tests included: every package only imports packages below it', () => {
    const done = new Set<string>();
    const visiting: string[] = [];
    const visit = (pkg: string) => {
      if (done.has(pkg)) return;
      if (visiting.includes(pkg)) throw new Error(`cycle: ${[...visiting, pkg].join(' -> ')}`);
      visiting.push(pkg);
      const { imports, testImports = [] } = PACKAGES[pkg]!;
      for (const next of [...imports, ...testImports]) visit(next);
      visiting.pop();
      done.add(pkg);
    };
    for (const pkg of names) visit(pkg);
    expect([...done].sort()).toEqual([...names].sort());
  });

  it.each(names)('%s declares what it imports, and only what the table allows', (pkg) => {
    const { imports, testImports = [] } = PACKAGES[pkg]!;
    const { dependencies, devDependencies } = manifest(pkg);
    const used = importedBy(pkg);
    // Its code's imports are dependencies; what only its tests use may be a devDependency.
    expect([...used.code].filter((p) => p !== pkg && !claims(dependencies).includes(p))).toEqual([]);
    const declared = [...claims(dependencies), ...claims(devDependencies)];
    expect([...used.tests].filter((p) => p !== pkg && !declared.includes(p))).toEqual([]);
    expect(claims(dependencies).filter((p) => !imports.includes(p))).toEqual([]);
    expect(claims(devDependencies).filter((p) => ![...imports, ...testImports].includes(p))).toEqual([]);
  });

  it.each(names)('%s exposes an exports map, never its src/ folder as a whole', (pkg) => {
    const { exports: map } = manifest(pkg);
    expect(map).toBeDefined();
    expect(Object.keys(map!).filter((subpath) => subpath.includes('src'))).toEqual([]);
  });
});

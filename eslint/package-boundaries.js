// The README's "Folders" table as data: which packages each package's code may import, and what
// its tests may import besides. A package only ever imports the ones below it, so the graph has
// no cycle, tests included: domain < contract, db, workflows < workers < api < scripts < the UIs'
// browser tests; ui-kit, above domain, is for the UIs only. Enforced with
// no-restricted-imports per package, and with `claims/import-paths` for what that rule cannot
// see (a path into another package's folder, a '/src/' specifier).
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

const BROWSER_TESTS = {
  imports: ['domain', 'contract', 'ui-kit'],
  // The stack and jobs harnesses, the demo logins, and the playwright helpers both UIs share.
  testImports: ['api', 'workers', 'db', 'scripts'],
};

const PACKAGES = {
  domain: { imports: [] },
  contract: { imports: ['domain'] },
  db: { imports: ['domain'] },
  workflows: { imports: ['domain'] },
  workers: { imports: ['domain', 'db', 'workflows'] },
  // The stack harness (api/src/testing) starts a case worker beside the api.
  api: { imports: ['domain', 'contract', 'db', 'workflows'], testImports: ['workers'] },
  // Browser code both UIs share; it knows neither UI's framework nor their api clients.
  'ui-kit': { imports: ['domain'] },
  'admin-ui': BROWSER_TESTS,
  'portal-ui': BROWSER_TESTS,
  // Everything but the UIs (and their ui-kit), whose browser tests import its helpers.
  scripts: { imports: ['domain', 'contract', 'db', 'workflows', 'workers', 'api'] },
};

/** A package's tests: test files, the UIs' test folders and every src/testing harness. */
const testFiles = (pkg) => [
  `${pkg}/**/*.test.{ts,tsx}`,
  `${pkg}/test/**/*.{ts,tsx}`,
  `${pkg}/src/testing/**/*.{ts,tsx}`,
];

// Package names are [a-z-]: only '.' would mean more in a pattern (with the u flag, '-' may not be escaped).
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The no-restricted-imports options of a package's code (or its tests), plus `extra` restrictions. */
function restrictions(pkg, { tests, extra = {} }) {
  const { imports, testImports = [] } = PACKAGES[pkg];
  const allowed = tests ? [...imports, ...testImports] : imports;
  const refused = Object.keys(PACKAGES).filter((other) => other !== pkg && !allowed.includes(other));
  const may = allowed.length ? allowed.join(', ') : 'no other package';
  const patterns = [...(extra.patterns ?? [])];
  if (refused.length)
    patterns.push({
      regex: `^@claims/(${refused.map(escape).join('|')})(/|$)`,
      message: `${tests ? `${pkg}'s tests` : pkg} may import ${may} (README, "Folders").`,
    });
  patterns.push({
    regex: `^@claims/${escape(pkg)}(/|$)`,
    message: 'Within a package, import with a relative path.',
  });
  return ['error', { paths: extra.paths ?? [], patterns }];
}

/**
 * One config block per package for its code and one for its tests. `extra` adds restrictions to
 * a package's code in some files (flat config replaces a rule's options, it never merges them):
 * `{ workflows: { files, ignores, paths, patterns } }`.
 */
function packageBoundaries(extra = {}) {
  const blocks = [];
  for (const pkg of Object.keys(PACKAGES)) {
    blocks.push({
      files: [`${pkg}/**/*.{ts,tsx,mts,cts}`],
      ignores: testFiles(pkg),
      rules: { 'no-restricted-imports': restrictions(pkg, { tests: false }) },
    });
    for (const more of extra[pkg] ?? [])
      blocks.push({
        files: more.files,
        ignores: [...testFiles(pkg), ...(more.ignores ?? [])],
        rules: { 'no-restricted-imports': restrictions(pkg, { tests: false, extra: more }) },
      });
    blocks.push({
      files: testFiles(pkg),
      rules: { 'no-restricted-imports': restrictions(pkg, { tests: true }) },
    });
  }
  blocks.push({
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { claims: { rules: { 'import-paths': importPaths } } },
    rules: { 'claims/import-paths': 'error' },
  });
  return blocks;
}

/** Which package folder a file or resolved import lies in (undefined outside every package). */
const packageOf = (file) => {
  const [first] = path.relative(ROOT, file).split(path.sep);
  return Object.hasOwn(PACKAGES, first) ? first : undefined;
};

/**
 * Every specifier, dynamic imports, require() and jest.mock() included: a package is reached by
 * its name and its `exports`, never through its src/ folder, nor by a relative path into its folder.
 */
const importPaths = {
  meta: {
    type: 'problem',
    messages: {
      src: "'{{spec}}' reaches into a package's src/: import what its package.json `exports` offer.",
      relative: '\'{{spec}}\' leaves {{from}} for {{to}}: import it as @claims/{{to}} (README, "Folders").',
    },
    schema: [],
  },
  create(context) {
    const from = packageOf(context.filename);
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const spec = node.value;
      if (/^@claims\/[^/]+\/src(\/|$)/.test(spec)) context.report({ node, messageId: 'src', data: { spec } });
      if (!from || !spec.startsWith('.')) return;
      const to = packageOf(path.resolve(path.dirname(context.filename), spec));
      if (to && to !== from) context.report({ node, messageId: 'relative', data: { spec, from, to } });
    };
    const isLoader = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'require') ||
      (callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'jest' &&
        callee.property.type === 'Identifier' &&
        /^(mock|doMock|unmock|requireActual|requireMock)$/.test(callee.property.name));
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => isLoader(node.callee) && check(node.arguments[0]),
    };
  },
};

module.exports = { PACKAGES, packageBoundaries };

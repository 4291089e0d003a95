/**
 * Every query of a module lives in its repository (issue 22, section 3): `npm run check:sql` fails
 * when a production file of `server/src/modules/**` other than a `*.repo.ts` imports the query
 * builder's tables (a value import of `db/schema`: `import type` is fine), calls
 * `.select(` / `.insert(` / `.update(` / `.delete(` / `.execute(` (or `.with(`, `.query.`) on a
 * db, a transaction or an executor, or runs raw SQL through `selectRows(`. Services keep the
 * rules and open the transactions, passing `tx` to the repository's functions; route files map
 * HTTP onto services and repositories. Tests and `*.testing.ts` helpers may query.
 *
 * `--allow <file>` (default `scripts/checks/sql-in-repos.allow`): files still being moved, one
 * path a line (`#` comments). An allowed file that no longer queries is reported, so the entry
 * can go.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODULES = 'server/src/modules';
const DEFAULT_ALLOW = 'scripts/checks/sql-in-repos.allow';

/** Files that may query: repositories, tests and test-only helpers. */
const MAY_QUERY = /(\.repo\.ts|\.testing\.ts|\.test\.tsx?|\.d\.ts)$/;

const RULES: { name: string; pattern: RegExp; tablesOnly?: true }[] = [
  {
    name: 'imports the tables of db/schema (value import)',
    // `import { a, b } from '…/db/schema…'`, not `import type`; checked per specifier below.
    pattern: /^import\s+(?!type\b)(\{[^}]*\}|\*\s+as\s+\w+|\w+)[^;]*?from\s+'[./]*db\/schema[^']*'/gm,
    tablesOnly: true,
  },
  {
    name: 'queries a db, tx or executor',
    // `db.select(`, `deps.db\n  .update(`, `tx.execute(`, `executor.query.x`: any receiver named so.
    pattern:
      /\b(db|tx|trx|executor)\s*\.\s*(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|with|\$with|\$count|query)\s*[(<.]/g,
  },
  { name: 'runs raw SQL (selectRows)', pattern: /\bselectRows\s*[<(]/g },
];

/** Comments out of the way (a query in a comment is no query); strings and code kept as they are. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');
}

/** An import whose every specifier is `type X` imports no table. */
function importsValues(statement: string): boolean {
  const braces = statement.match(/\{([^}]*)\}/);
  if (!braces?.[1]) return true;
  return braces[1]
    .split(',')
    .map((part) => part.trim())
    .some((part) => part !== '' && !part.startsWith('type '));
}

function productionFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return productionFiles(relative);
    return /\.tsx?$/.test(entry.name) && !MAY_QUERY.test(entry.name) ? [relative] : [];
  });
}

function findingsOf(source: string): string[] {
  const code = withoutComments(source);
  const found: { line: number; text: string }[] = [];
  for (const rule of RULES) {
    for (const match of code.matchAll(rule.pattern)) {
      if (rule.tablesOnly && !importsValues(match[0])) continue;
      const line = code.slice(0, match.index).split('\n').length;
      found.push({ line, text: `${line}: ${rule.name}: ${match[0].replace(/\s+/g, ' ').slice(0, 80)}` });
    }
  }
  return found.sort((a, b) => a.line - b.line).map((finding) => finding.text);
}

function readAllowlist(file: string): Set<string> {
  if (!existsSync(path.join(ROOT, file))) return new Set();
  return new Set(
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  );
}

function main() {
  const flag = process.argv.indexOf('--allow');
  const allowFile = flag >= 0 ? (process.argv[flag + 1] ?? DEFAULT_ALLOW) : DEFAULT_ALLOW;
  const allowed = readAllowlist(allowFile);
  let failed = 0;
  let tolerated = 0;
  for (const file of productionFiles(MODULES)) {
    const findings = findingsOf(readFileSync(path.join(ROOT, file), 'utf8'));
    if (allowed.has(file)) {
      allowed.delete(file);
      if (findings.length === 0) console.log(`${file}: no longer queries: remove it from ${allowFile}`);
      else tolerated += 1;
      continue;
    }
    if (findings.length === 0) continue;
    failed += 1;
    console.error(`${file}\n${findings.map((finding) => `  ${finding}`).join('\n')}`);
  }
  for (const gone of allowed) console.log(`${gone}: in ${allowFile} but not a production file of ${MODULES}: remove it`);
  if (failed > 0) {
    console.error(`\n${failed} file(s) query outside a repository: move the queries into the module's *.repo.ts`);
    process.exit(1);
  }
  console.log(`SQL in repositories: ok${tolerated ? ` (${tolerated} allowed file(s) still being moved, ${allowFile})` : ''}`);
}

main();

/**
 * One shape per answer (issue 22, section 2): `npm run check:answers` fails when a call of the API
 * client (`api.open(…)` / `api.authed(…)`, widget/src/api/client.ts) re-types its answer, with a
 * type argument (`api.authed<{…}>(…)`) or a cast of what it answers (`(await api.open(…)) as X`,
 * `api.authed(…) as X`). The answer's type comes from the zod schema the call passes, which lives
 * once in `shared/src/` and is the one the route answers with.
 *
 * Files: the production sources of the widget and the admin (tests build their own fakes), or the
 * files given as arguments.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['widget/src', 'admin/src'];

/** A call of the client: any receiver whose last name is `api` (`api`, `deps.api`, `this.api`). */
const CLIENT_CALL = /\bapi\s*\.\s*(open|authed)\s*(?=[<(])/g;

/** Comments out of the way (a call in a comment is no call), line numbers kept. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');
}

/** The index just past the bracket closing the one at `open`, strings and templates skipped. */
function closing(source: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '<': '>', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "'" || char === '"' || char === '`') {
      for (i++; i < source.length && source[i] !== char; i++) if (source[i] === '\\') i++;
      continue;
    }
    // `=>` inside a type argument is an arrow, not the end of the argument.
    if (char === '>' && source[i - 1] === '=') continue;
    if (pairs[char] && (char !== '<' || stack.length === 0 || stack.at(-1) === '>')) stack.push(pairs[char] as string);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return source.length;
}

interface Finding {
  file: string;
  line: number;
  problem: string;
}

function findInlineAnswerTypes(file: string, source: string): Finding[] {
  const code = withoutComments(source);
  const findings: Finding[] = [];
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  for (const match of code.matchAll(CLIENT_CALL)) {
    const name = match[1];
    let next = (match.index ?? 0) + match[0].length;
    if (code[next] === '<') {
      findings.push({ file, line: lineOf(next), problem: `api.${name}<…>: a type argument re-types the answer` });
      next = closing(code, next);
    }
    const open = code.indexOf('(', next);
    if (open < 0) continue;
    // After the call, and after the parentheses of `(await api.x(…))`: a cast is `as` but not `as const`.
    const after = code.slice(closing(code, open)).match(/^[\s)]*\bas\s+(?!const\b)/);
    if (after) findings.push({ file, line: lineOf(open), problem: `api.${name}(…) as …: a cast re-types the answer` });
  }
  return findings;
}

function productionFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return productionFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [relative] : [];
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const given = process.argv.slice(2);
  const files = given.length > 0 ? given : SOURCES.flatMap(productionFiles);
  const findings = files.flatMap((file) => findInlineAnswerTypes(file, readFileSync(path.resolve(ROOT, file), 'utf8')));
  for (const { file, line, problem } of findings) console.error(`${file}:${line}  ${problem}`);
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} client call(s) re-type their answer: pass the answer's schema from shared/src instead (api.authed(area, method, path, schema, body)).`,
    );
    process.exit(1);
  }
  console.log(`check:answers: ${files.length} files, no client call re-types its answer.`);
}

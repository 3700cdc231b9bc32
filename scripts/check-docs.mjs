/**
 * The docs keep to the tree: every backticked path of this repository in `docs/` and the README
 * exists (or is marked as deleted: `` `path` (gone) ``), every decision record opens with its own
 * `Date: … Status: …` line, and the decisions' index (`docs/decisions/README.md`) lists every
 * record. Part of
 * `npm test` (with the size and styles checks); prints what it found wrong and fails.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// What a run leaves in the tree (`.data/`, `out/`) is no path of the repository: a doc may name
// it whether or not this tree has run.
const IGNORED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/\/$/, ''))
  .filter((line) => line && !line.startsWith('#'));
const TOP = readdirSync(ROOT).filter((name) => !['.git', ...IGNORED].includes(name));
const DECISIONS = join(ROOT, 'docs', 'decisions');

/** Markdown files of the docs and the README. */
const files = [
  join(ROOT, 'README.md'),
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name)),
];

/**
 * A backticked text that names a file or folder of this repository: it starts with one of the
 * tree's top-level names and is a plain path (no spaces, wildcards or placeholders). A line
 * number or a symbol after a colon is dropped.
 * @param {string} text
 */
function repositoryPath(text) {
  const path = text.replace(/:[\w.-]+$/, '').replace(/\/$/, '');
  if (!/^[\w.()[\]@-]+(\/[\w.()[\]@-]+)*$/.test(path)) return null;
  const first = path.split('/')[0];
  if (!TOP.includes(first)) return null;
  // A bare top-level word (`server`, `lib`) in prose is a name, not a path.
  return path.includes('/') || path.includes('.') ? path : null;
}

const problems = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const where = relative(ROOT, file);
  // A record may name what has since been deleted, marked so: `lib/x.ts` (gone…).
  for (const [, quoted] of text.matchAll(/`([^`\n]+)`(?! \(gone)/g)) {
    const path = repositoryPath(quoted);
    if (path && !existsSync(join(ROOT, path)))
      problems.push(`${where}: \`${quoted}\` не существует`);
  }
}
for (const name of readdirSync(DECISIONS).filter((n) => /^\d{3}-.*\.md$/.test(n))) {
  const opening = readFileSync(join(DECISIONS, name), 'utf8').split('\n\n')[1] ?? '';
  if (!/^Date: \d{4}-\d{2}-\d{2}[^\n]*Status: /s.test(opening)) {
    problems.push(
      `docs/decisions/${name}: нет строки «Date: ГГГГ-ММ-ДД. Status: …» под заголовком`,
    );
  }
}

// The index names each record by its link: a record it does not list is missing from the map.
const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
for (const name of readdirSync(DECISIONS).filter((n) => /^\d{3}-.*\.md$/.test(n))) {
  if (!index.includes(`](${name})`)) {
    problems.push(`docs/decisions/README.md: нет записи ${name} в указателе`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Документы: пути и записи решений проверены (${files.length} файлов)`);

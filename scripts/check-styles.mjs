/**
 * Every Mantine class the built code can put on an element (`m_` and eight hex digits, from the
 * components' class maps) has a rule in the built CSS. The layouts import Mantine's sheets one
 * component at a time (record 031); this fails the build's checks when a component comes into
 * use without its sheet, instead of showing it unstyled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = join(import.meta.dirname, '..', 'out', '_next', 'static');
const CLASS = /\bm_[0-9a-f]{8}\b/g;

/** @param {string} dir @param {string} ext @returns {string[]} */
function files(dir, ext) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ext))
    .map((name) => join(dir, name));
}

const classesIn = (paths) =>
  new Set(paths.flatMap((path) => readFileSync(path, 'utf8').match(CLASS) ?? []));

const used = classesIn(files(join(OUT, 'chunks'), '.js'));
const styled = classesIn(files(join(OUT, 'css'), '.css'));
const missing = [...used].filter((name) => !styled.has(name)).sort();

console.log(
  `Mantine classes in the code: ${used.size}, with a rule in the CSS: ${used.size - missing.length}`,
);
if (missing.length > 0) {
  console.error(`Без стилей: ${missing.join(', ')}`);
  process.exit(1);
}

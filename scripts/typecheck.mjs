/**
 * `npm run typecheck`: the type check of `tsc -b`, one program per environment (the browser's
 * `tsconfig.json`, and the projects it references, `lib/shared/` and `server/`, which know no DOM:
 * a browser global there fails), and, on each program it has built, the check that the
 * application's own modules import no cycle (a value import, static or dynamic, in `app/`,
 * `components/`, `stores/`, `lib/` or `server/`; a type-only import is erased and does not count),
 * and that no two folders of `server/` import each other.
 * The cycle check needs the modules resolved as TypeScript resolves them, which the type check has
 * just done: as a lint rule it parsed every file a second time.
 */
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The folders whose modules may not import one another in a circle. */
export const CYCLE_ROOTS = ['app', 'components', 'stores', 'lib', 'server'];

/**
 * The value imports of `file` that resolve to a module of `root`'s CYCLE_ROOTS.
 * @param {ts.Program} program
 * @param {ts.SourceFile} file
 * @param {string} root
 */
function valueImports(program, file, root) {
  /** @type {string[]} */
  const specifiers = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      }
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const options = program.getCompilerOptions();
  return specifiers
    .map(
      (specifier) =>
        ts.resolveModuleName(specifier, file.fileName, options, ts.sys).resolvedModule
          ?.resolvedFileName,
    )
    .filter((target) => target !== undefined && inRoots(target, root));
}

/** @param {string} file @param {string} root */
function inRoots(file, root) {
  const path = relative(root, file);
  return !path.startsWith('..') && CYCLE_ROOTS.includes(path.split(/[\\/]/)[0]);
}

/**
 * The value imports of each of the program's modules of `root`.
 * @param {ts.Program} program
 * @param {string} root
 * @returns {Map<string, string[]>}
 */
function importGraph(program, root) {
  const graph = new Map();
  for (const file of program.getSourceFiles()) {
    if (inRoots(file.fileName, root)) {
      graph.set(file.fileName, valueImports(program, file, root));
    }
  }
  return graph;
}

/**
 * The pairs of `server/`'s folders that import each other by value, each as `a ⇄ b` with one
 * import of each way: a folder is a layer, so one of the two imports upward. Tests and the
 * tests' helpers (`server/test/`) reach into every folder and are left out; so are the files at
 * `server/`'s top, which are either its ground (errors, fields) or its entry points (app, main).
 * @param {ts.Program} program
 * @param {string} root
 * @returns {string[]}
 */
export function serverFolderPairs(program, root) {
  const graph = importGraph(program, root);
  const folderOf = (/** @type {string} */ file) => {
    const parts = relative(join(root, 'server'), file).split(/[\\/]/);
    if (parts[0].startsWith('..') || parts.length < 2 || parts[0] === 'test') return null;
    return /\.test\.tsx?$/.test(file) ? null : parts[0];
  };
  /** @type {Map<string, string>} an import of each folder pair, `a>b`, by a file of `a` */
  const ways = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from && !ways.has(`${from}>${to}`)) {
        ways.set(`${from}>${to}`, `${relative(root, file)} → ${relative(root, target)}`);
      }
    }
  }
  const pairs = [];
  for (const [way, example] of ways) {
    const [from, to] = way.split('>');
    const back = ways.get(`${to}>${from}`);
    if (from < to && back) pairs.push(`${from} ⇄ ${to}: ${example}; ${back}`);
  }
  return pairs;
}

/**
 * The cycles among the program's modules of `root`: each a list of files, in import order.
 * @param {ts.Program} program
 * @param {string} root
 * @returns {string[][]}
 */
export function importCycles(program, root) {
  const graph = importGraph(program, root);
  // Tarjan's strongly connected components: a component of two or more modules, or a module
  // that imports itself, is a cycle.
  let index = 0;
  /** @type {Map<string, { index: number, low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  const connect = (/** @type {string} */ file) => {
    const mark = { index, low: index };
    index += 1;
    seen.set(file, mark);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!seen.has(next)) {
        connect(next);
        mark.low = Math.min(mark.low, seen.get(next).low);
      } else if (onStack.has(next)) {
        mark.low = Math.min(mark.low, seen.get(next).index);
      }
    }
    if (mark.low !== mark.index) return;
    /** @type {string[]} */
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.reverse());
  };
  for (const file of graph.keys()) if (!seen.has(file)) connect(file);
  return cycles;
}

/**
 * The project at `root` checked: each of its environments (`tsconfig.json` and the projects it
 * references: `lib/shared/` and `server/`, which know no DOM), its type errors, then its import
 * cycles. A project unchanged since its last clean check is not checked again. Answers whether
 * all is clean, having printed what is not.
 * @param {string} root
 */
export function typecheck(root) {
  let clean = true;
  const print = (/** @type {ts.Diagnostic} */ diagnostic) => {
    clean = false;
    process.stderr.write(
      ts.formatDiagnosticsWithColorAndContext([diagnostic], {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      }),
    );
  };
  const host = ts.createSolutionBuilderHost(
    ts.sys,
    ts.createEmitAndSemanticDiagnosticsBuilderProgram,
    print,
  );
  const builder = ts.createSolutionBuilder(host, [join(root, 'tsconfig.json')], {});
  for (let project; (project = builder.getNextInvalidatedProject());) {
    const program =
      project.kind === ts.InvalidatedProjectKind.Build ? project.getProgram() : undefined;
    const cycles = program ? importCycles(program, root) : [];
    const pairs = program ? serverFolderPairs(program, root) : [];
    if (project.done() !== ts.ExitStatus.Success) clean = false;
    for (const cycle of cycles) {
      const files = cycle.map((file) => relative(root, file));
      console.error(`Модули импортируют друг друга по кругу: ${[...files, files[0]].join(' → ')}`);
    }
    for (const pair of pairs) {
      console.error(`Папки server/ импортируют друг друга (одна из них — вверх по слоям): ${pair}`);
    }
    if (cycles.length || pairs.length) {
      clean = false;
      // Not clean, so not skipped next time: the check's memory of this project is dropped.
      const memory = program && ts.getTsBuildInfoEmitOutputFilePath(program.getCompilerOptions());
      if (memory) rmSync(memory, { force: true });
    }
  }
  return clean;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.exitCode = typecheck(root) ? 0 : 1;
}

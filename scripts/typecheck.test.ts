import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { importCycles, serverFolderPairs } from './typecheck.mjs';

const FILES = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      paths: { '@/*': ['./*'] },
    },
  }),
  // A value cycle through the alias and a relative path.
  'lib/cycle-a.ts': "import { b } from '@/lib/cycle-b';\nexport const a = () => b;\n",
  'lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  // A cycle of a dynamic import.
  'server/late-a.ts': "export const later = () => import('./late-b');\n",
  'server/late-b.ts': "import { later } from './late-a';\nexport const b = later;\n",
  // Type-only imports are erased: no cycle.
  'stores/type-a.ts': "import type { B } from './type-b';\nexport type A = { b?: B };\n",
  'stores/type-b.ts': "import { type A } from './type-a';\nexport type B = { a?: A };\n",
  // Two folders of server/ importing each other, without a cycle of modules.
  'server/ground/money.ts': "import { rule } from '../feature/rule';\nexport const money = rule;\n",
  'server/feature/rule.ts': 'export const rule = 1;\n',
  'server/feature/use.ts': "import { money } from '../ground/money';\nexport const use = money;\n",
  // One way only, or back by a type, or from a test: no pair.
  'server/low/a.ts': 'export const a = 1;\nexport type A = number;\n',
  'server/high/b.ts': "import { a } from '../low/a';\nexport const b = a;\nexport type B = 1;\n",
  'server/low/c.ts': "import type { B } from '../high/b';\nexport type C = B;\n",
  'server/low/c.test.ts': "import { b } from '../high/b';\nexport const t = b;\n",
  // Outside the application's folders: not checked.
  'bench/x.ts': "import { y } from './y';\nexport const x = () => y;\n",
  'bench/y.ts': "import { x } from './x';\nexport const y = () => x;\n",
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('finds the cycles of value imports among the application’s modules, and no other', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  const program = ts.createProgram(config.fileNames, config.options);
  const cycles = importCycles(program, root).map((cycle) =>
    cycle.map((file) => file.slice(root.length + 1)).sort(),
  );
  expect(cycles.sort()).toEqual([
    ['lib/cycle-a.ts', 'lib/cycle-b.ts'],
    ['server/late-a.ts', 'server/late-b.ts'],
  ]);
});

it('finds the folders of server/ that import each other by value, and no other', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const program = ts.createProgram(config.fileNames, config.options);
  expect(serverFolderPairs(program, root)).toEqual([
    'feature ⇄ ground: server/feature/use.ts → server/ground/money.ts; server/ground/money.ts → server/feature/rule.ts',
  ]);
});

/** The type errors of `code` checked under one of the project's own tsconfig files. */
function errorsUnder(tsconfig: string, code: string) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(process.cwd(), tsconfig),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const file = join(root, 'planted-global.ts');
  writeFileSync(file, code);
  const options = { ...config.options, composite: false, declaration: false, noEmit: true };
  delete options.emitDeclarationOnly;
  delete options.rootDir;
  const program = ts.createProgram([file], options);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const BROWSER_GLOBALS = 'export const planted = [window.location.href, document.title];\n';

it.each(['server/tsconfig.json', 'lib/shared/tsconfig.json'])(
  'refuses a browser global in code checked under %s',
  (tsconfig) => {
    const errors = errorsUnder(tsconfig, BROWSER_GLOBALS);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^Cannot find name 'window'/);
    expect(errors[1]).toMatch(/^Cannot find name 'document'/);
  },
);

it('knows the browser globals in the browser’s code', () => {
  expect(errorsUnder('tsconfig.json', BROWSER_GLOBALS)).toEqual([]);
});

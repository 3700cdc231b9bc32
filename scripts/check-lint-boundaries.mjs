/**
 * Proves that the linter keeps the layers apart: plants one violation of each boundary in a
 * scratch tree that uses this project's ESLint config, and fails unless every one is reported.
 * Part of `npm run lint`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files the planted imports point at: a boundary is checked on the file an import resolves to. */
const TARGETS = {
  'components/dashboard/Thing.tsx': 'export const Thing = 1;\n',
  'components/common/Widget.tsx': 'export const Widget = 1;\n',
  'server/db.ts': 'export const db = 1;\n',
  'lib/api/client.ts': 'export const apiClient = 1;\n',
  'lib/browser/activity.ts': 'export const activity = 1;\n',
  'lib/forms/validators.ts': 'export const validators = 1;\n',
  'server/auth/sessions.ts': 'export const createSession = 1;\n',
  'server/errors.ts': 'export const errors = 1;\n',
};

const PLANTED = {
  'components/workers/accounts/Planted.tsx': {
    code: "import { Thing } from '../../dashboard/Thing';\nexport const planted = Thing;\n",
    rule: 'import/no-restricted-paths',
    why: 'a screen imports another screen by a relative path',
  },
  'components/attendance/Planted.tsx': {
    code: "import { Thing } from '@/components/dashboard/Thing';\nexport const planted = Thing;\n",
    rule: 'import/no-restricted-paths',
    why: 'a screen imports another screen by the alias',
  },
  'server/planted.ts': {
    code: "import { apiClient } from '../lib/api/client';\nexport const planted = apiClient;\n",
    rule: 'import/no-restricted-paths',
    why: 'the server imports the browser API client',
  },
  'server/planted-browser.ts': {
    code: "import { activity } from '../lib/browser/activity';\nexport const planted = activity;\n",
    rule: 'import/no-restricted-paths',
    why: 'the server imports browser-only lib/ code by a relative path',
  },
  'server/planted-forms.ts': {
    code: "import { validators } from '@/lib/forms/validators';\nexport const planted = validators;\n",
    rule: 'import/no-restricted-paths',
    why: "the server imports the forms' rules by the alias",
  },
  'lib/shared/planted.ts': {
    code: "import { activity } from '../browser/activity';\nexport const planted = activity;\n",
    rule: 'import/no-restricted-paths',
    why: 'lib/shared/ imports browser-only code by a relative path',
  },
  'lib/shared/planted-forms.ts': {
    code: "import { validators } from '@/lib/forms/validators';\nexport const planted = validators;\n",
    rule: 'import/no-restricted-paths',
    why: 'lib/shared/ imports the forms by the alias',
  },
  'lib/planted.ts': {
    code: "import { Widget } from '../components/common/Widget';\nexport const planted = Widget;\n",
    rule: 'import/no-restricted-paths',
    why: 'lib/ imports a component',
  },
  'lib/planted-server.ts': {
    code: "import { db } from '@/server/db';\nexport const planted = db;\n",
    rule: 'import/no-restricted-paths',
    why: 'lib/ imports the server by the alias',
  },
  'lib/planted-react.ts': {
    code: "import { useState } from 'react';\nexport const planted = useState;\n",
    rule: 'no-restricted-imports',
    why: 'lib/ imports React',
  },
  'stores/planted.ts': {
    code: "import { db } from '../server/db';\nexport const planted = db;\n",
    rule: 'import/no-restricted-paths',
    why: 'a store imports the server by a relative path',
  },
  'stores/planted-ui.ts': {
    code: "import { Widget } from '../components/common/Widget';\nexport const planted = Widget;\n",
    rule: 'import/no-restricted-paths',
    why: 'a store imports a component',
  },
  'server/db/planted.ts': {
    code: "import { createSession } from '../auth/sessions';\nimport { errors } from '../errors';\nexport const planted = [createSession, errors];\n",
    rule: 'import/no-restricted-paths',
    why: 'the database layer imports a feature',
  },
  'server/money-fields.ts': {
    code: "import { createSession } from '@/server/auth/sessions';\nexport const planted = createSession;\n",
    rule: 'import/no-restricted-paths',
    why: 'the money fields import a feature by the alias',
  },
  'server/planted-promise.ts': {
    code: 'async function send() {}\nexport function planted() {\n  send();\n}\n',
    rule: '@typescript-eslint/no-floating-promises',
    why: 'the server leaves a promise unawaited',
  },
  'components/common/Planted.test.tsx': {
    code: "jest.mock('@/lib/api/halls', () => ({ hallsQuery: jest.fn() }));\n",
    rule: 'no-restricted-syntax',
    why: 'a test makes up a lib/api module of its own',
  },
  'e2e/planted.spec.ts': {
    code: "import { test } from '@playwright/test';\ntest.describe.only('planted', () => {});\n",
    rule: 'no-restricted-syntax',
    why: 'a focused test is left in',
  },
  'e2e/planted-server.ts': {
    code: "import { createSession } from '../server/auth/sessions';\nexport const planted = createSession;\n",
    rule: 'import/no-restricted-paths',
    why: 'an end-to-end test reaches into the server past its entry points',
  },
  'bench/planted.ts': {
    code: "import { createSession } from '@/server/auth/sessions';\nexport const planted = createSession;\n",
    rule: 'import/no-restricted-paths',
    why: 'a benchmark reaches into the server by the alias',
  },
  'scripts/planted.mjs': {
    code: "import { createSession } from '../server/auth/sessions';\nexport const planted = createSession;\n",
    rule: 'import/no-restricted-paths',
    why: 'a script reaches into the server',
  },
  'test/planted.test.ts': {
    code: "import { createSession } from '../server/auth/sessions';\nexport const planted = createSession;\n",
    rule: 'import/no-restricted-paths',
    why: 'a test of test/ reaches into the server',
  },
};

const scratch = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
try {
  const config = pathToFileURL(join(root, 'eslint.config.mjs')).href;
  // This project's config; the settings only say what the scratch tree cannot (React, pages).
  writeFileSync(
    join(scratch, 'eslint.config.mjs'),
    `import config from '${config}';\n` +
      `export default [...config, { settings: { react: { version: '19' }, next: { rootDir: ${JSON.stringify(root)} } } }];\n`,
  );
  // The alias as the project's tsconfig.json has it, for the import resolver.
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { jsx: 'react-jsx', paths: { '@/*': ['./*'] } } }),
  );
  const files = {
    ...TARGETS,
    ...Object.fromEntries(Object.entries(PLANTED).map(([f, p]) => [f, p.code])),
  };
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), code);
  }
  // The layers' zones are paths from the working folder, as `npm run lint` runs from the root.
  process.chdir(scratch);
  const eslint = new ESLint({ cwd: scratch });
  const results = await eslint.lintFiles(Object.keys(PLANTED));
  const missed = Object.entries(PLANTED).filter(([file, { rule }]) => {
    const result = results.find((r) => r.filePath === join(scratch, file));
    return !result?.messages.some((m) => m.ruleId === rule);
  });
  if (missed.length) {
    console.error('The linter let planted violations through:');
    for (const [file, { rule, why }] of missed) console.error(`- ${file}: ${why} (${rule})`);
    process.exit(1);
  }
  console.log(`Lint boundaries hold: ${Object.keys(PLANTED).length} planted violations reported.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

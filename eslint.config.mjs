import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

// lib/ is framework-free: no React and no UI framework. Which of the
// project's own folders may import which is `layerZones()`, below.
const uiPackages = ['next', 'next/*', '@mantine/*'];

const SHARED_SCREEN_FOLDERS = new Set(['common', 'reports', 'shell', 'app', 'account']);
const componentFolders = readdirSync(new URL('./components', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const screenFolders = componentFolders.filter((folder) => !SHARED_SCREEN_FOLDERS.has(folder));

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-profile/**',
      'out-source-maps/**',
      'bench/floor/.next/**',
      'bench/floor/out/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // CommonJS on purpose: loaded by Jest's compiled tests, tsx and plain Node alike.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', ...uiPackages] }],
    },
  },
  {
    // queryOptions factories live beside the API calls; they need nothing else from React.
    files: ['lib/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', ...uiPackages] }] },
  },
  {
    // A promise nobody awaits in the API fails unseen, or outlives its request: each one is
    // awaited, returned, or marked `void` where running on is the intent. Needs the types.
    files: ['server/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // The API: never React or the UI's frameworks.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', ...uiPackages] }],
    },
  },
  {
    // A focused test (`it.only`, `test.describe.only`) left in runs alone, and the run passes with
    // every other test unrun. A hand-made lib/api module drifts from the real keys.
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='only']",
          message: 'A focused test: remove .only',
        },
        {
          // The API is stood in for one way: the real module with the named calls replaced.
          selector:
            "CallExpression[callee.object.name='jest'][callee.property.name='mock'][arguments.0.value=/^@\\/lib\\/api\\//][arguments.1.body.type='ObjectExpression']",
          message:
            "Stand in for lib/api with mockApi (test/api-mock.ts), not a module of one's own",
        },
      ],
    },
  },
  {
    // The layers, by where the imported file is, whatever the path says (`@/…` or `../…`).
    files: ['{app,components,stores,lib,server}/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones(), groundZone()] }] },
  },
  {
    // A test of the ground may start the whole API: the test is not the ground.
    files: ['server/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones() }] },
  },
  {
    // The tests' and tools' folders reach the server through its entry points, not its insides.
    files: ['{e2e,bench,scripts,test}/**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: toolZones() }] },
  },
];

/**
 * What `e2e/`, `bench/`, `scripts/` and `test/` may import of the server: its launchers (`main`,
 * `app`, the test helpers of `server/test/`), the database, the demo's generators (`demo/`), the site's build
 * tools, and the two jobs a benchmark drives itself (the SMS sender, the exceptions' detection).
 * `test/` proves the API's zod fields against the forms' rules, so it may read `fields.ts` too.
 */
function toolZones() {
  const entryPoints = [
    './main.ts',
    './app.ts',
    './test',
    './db/database.ts',
    './db/schema.ts',
    './demo',
    './site',
    './security-headers.ts',
    './sms-mailings/sender.ts',
    './sms-mailings/providers.ts',
    './exceptions/detect-exceptions.ts',
  ];
  const message =
    'Reach the server through its entry points (launchers, server/test/, the database, the demo’s generators, the site tools), not its insides';
  return [
    { target: ['./e2e', './bench', './scripts'], from: './server', except: entryPoints, message },
    { target: './test', from: './server', except: [...entryPoints, './fields.ts'], message },
  ];
}

/**
 * The server's ground, which every feature stands on: the database (`db/`: its connection, tables
 * and migrations), the errors, the fields of the API's schemas (money among them) and the log. It
 * imports nothing else of the server: no feature, no route, not the demo.
 */
function groundZone() {
  const ground = ['./db', './errors.ts', './fields.ts', './money-fields.ts', './logger.ts'];
  return {
    target: ground.map((path) => `./server/${path.slice(2)}`),
    from: './server',
    except: ground,
    message:
      "The server's ground (db/, errors, fields, money fields, the log) imports nothing above it",
  };
}

/**
 * Who may import whom, checked on the resolved file (`import/no-restricted-paths`):
 * - `lib/shared/` runs in the browser and the API alike: it imports only `lib/shared/`;
 * - the rest of `lib/` (`browser/`, `forms/`, `api/`): nothing of the UI layers or the server;
 * - the server: of `lib/`, only `lib/shared/`; nothing of the UI layers;
 * - the browser (`app/`, `components/`, `stores/`): never the server;
 * - `stores/`: no component;
 * - a screen's folder: its own files and the shared folders, never another screen (what two
 *   screens share moves to `common/`, or `reports/` for the report screens).
 */
function layerZones() {
  const browserOnly = [
    './lib/api',
    './lib/browser',
    './lib/forms',
    './app',
    './components',
    './stores',
  ];
  return [
    {
      target: './lib/shared',
      from: [...browserOnly, './server'],
      message: 'lib/shared/ runs in the browser and the API alike: it imports only lib/shared/',
    },
    {
      target: './lib',
      from: ['./app', './components', './stores', './server'],
      message: 'lib/ imports no UI layer and no server code',
    },
    {
      target: './server',
      from: browserOnly,
      message: 'The server imports of lib/ only lib/shared/, and no browser code',
    },
    {
      target: ['./app', './components', './stores'],
      from: './server',
      message: 'The browser never imports the server',
    },
    { target: './stores', from: './components', message: 'A store imports no component' },
    ...screenFolders.map((folder) => ({
      target: `./components/${folder}`,
      from: screenFolders
        .filter((other) => other !== folder)
        .map((other) => `./components/${other}`),
      message: 'A screen imports no other screen: what two share moves to common/',
    })),
  ];
}

export default config;

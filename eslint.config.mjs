import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

// lib/ is framework-free: shared with the server, so no React and nothing from the UI layers.
const uiLayers = ['next', 'next/*', '@mantine/*', '@/components/*', '@/app/*', '@/stores/*'];
// The browser never imports the server (by alias or by a relative path).
const serverCode = ['@/server/*', '../server/*', '../../server/*', '../../../server/*'];

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-profile/**',
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
      'no-restricted-imports': [
        'error',
        {
          patterns: ['react', 'react-*', ...uiLayers, ...serverCode],
        },
      ],
    },
  },
  {
    // queryOptions factories live beside the API calls; they need nothing else from React.
    files: ['lib/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', ...uiLayers, ...serverCode] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'stores/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverCode }] },
  },
  ...screenBoundaries(),
  {
    // The API imports framework-free lib/ only: never the browser's API client, React or the UI.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@/lib/api/*', ...uiLayers] },
      ],
    },
  },
  {
    // A focused test (`it.only`, `test.describe.only`) left in runs alone, and the run passes with
    // every other test unrun.
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='only']",
          message: 'A focused test: remove .only',
        },
      ],
    },
  },
  {
    // No import cycles anywhere in the application's own code.
    files: ['{app,components,stores,lib,server}/**/*.{ts,tsx}'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

/**
 * A screen's folder imports its own files and the shared folders, never another screen: what
 * two screens share moves to `common/` (or `reports/` for the report screens).
 */
function screenBoundaries() {
  const shared = new Set(['common', 'reports', 'shell', 'app', 'account']);
  const folders = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return folders
    .filter((folder) => !shared.has(folder))
    .map((folder) => {
      const others = folders.filter((other) => other !== folder && !shared.has(other));
      return {
        files: [`components/${folder}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...others.flatMap((other) => [`@/components/${other}/*`, `../${other}/*`]),
                ...serverCode,
              ],
            },
          ],
        },
      };
    });
}

export default config;

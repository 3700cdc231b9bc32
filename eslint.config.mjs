import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

// lib/ is framework-free: shared with the server, so no React and nothing from the UI layers.
const uiLayers = ['next', 'next/*', '@mantine/*', '@/components/*', '@/app/*', '@/stores/*'];

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '.next/**',
      'out/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['react', 'react-*', ...uiLayers],
        },
      ],
    },
  },
  {
    // queryOptions factories live beside the API calls; they need nothing else from React.
    files: ['lib/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', ...uiLayers] }],
    },
  },
];

export default config;

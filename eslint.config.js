// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// CONVENTIONS §3: web features do not import each other. One zone per feature folder.
const webFeatures = (() => {
  try {
    return readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const noEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Only apps/server/src/config.ts reads process.env (CONVENTIONS §6).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'no-restricted-syntax': ['error', noEnv],
    },
  },
  // Tooling configs must default-export; tests and tools may read the environment.
  {
    files: ['**/*.config.{ts,js,mjs}', 'e2e/support/global-*.ts'],
    rules: { 'import-x/no-default-export': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'scripts/**', 'apps/server/src/config.ts', 'packages/db/src/testing.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // contracts: zod only.
  {
    files: ['packages/contracts/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts imports only zod.' }] },
      ],
    },
  },
  // domain and analysis kernels: pure, no I/O.
  {
    files: ['packages/domain/src/**', 'packages/analysis/src/kernels/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|fs$|path$|http|sharp$|pg$|@electric-sql|drizzle-orm|react)',
              message: 'domain and analysis kernels do no I/O (CONVENTIONS §3).',
            },
            { regex: '^@skinscope/(db|analysis)$', message: 'packages/domain depends on contracts only.' },
          ],
        },
      ],
    },
  },
  // packages never import apps.
  {
    files: ['packages/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages', from: './apps', message: 'packages never import apps.' }] },
      ],
    },
  },
  // Web app: browser globals, hooks rules, one-way imports app → features → lib/components.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; lift shared parts to components/ or packages/domain.',
            })),
            {
              target: ['./apps/web/src/lib', './apps/web/src/components', './apps/web/src/locales'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'lib/ and components/ do not import features or app.',
            },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features do not import app/.' },
            { target: './apps/web', from: ['./apps/server', './packages/db', './packages/analysis/src/node'], message: 'the web app does not import server code.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@skinscope/db', message: 'the web app never touches the database.' }] },
      ],
    },
  },
  prettier,
);

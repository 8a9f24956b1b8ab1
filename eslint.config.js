// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
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
const noDefaultExport = {
  selector: 'ExportDefaultDeclaration',
  message: 'Named exports only (CONVENTIONS §1).',
};

// The server's access policy is decided in apps/server/src/policy only (ARCHITECTURE §4).
const noTenancyComparison = {
  selector:
    "BinaryExpression[operator=/^[!=]==?$/]:not([right.type='Identifier'][right.name='undefined']):not([right.raw='null']) > :matches(MemberExpression[property.name=/^(scope|ownerId|companyUserId)$/], CallExpression[callee.name='ownerIdOf'])",
  message: 'Tenancy (scope, owner id, company) is decided in apps/server/src/policy only.',
};

/** The server's SQL lives in apps/server/src/repositories: nowhere else imports the SQL library. */
function noSql(message, options = {}) {
  return ['error', { patterns: [{ regex: '^(drizzle-orm|@skinscope/db)$', message, ...options }] }];
}

/** What no web file imports: server code and the database. */
function webPatterns(...extra) {
  return [
    { regex: '^@skinscope/db', message: 'the web app never touches the database.' },
    {
      regex: '^@skinscope/analysis/node',
      message: 'the web app uses only the browser-safe analysis API.',
    },
    { regex: '(^|/)apps/server(/|$)', message: 'the web app does not import server code.' },
    ...extra,
  ];
}

/** Import paths that reach into another folder of the web app, relative or absolute. */
const reaching = (folders) => `(^|/)(${folders.join('|')})(/|$)`;

export default defineConfig(
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
  // Type-aware rules (floating and misused promises, unsafe `any`, needless assertions, throwing
  // non-errors…) on the production code of the server and the packages: typescript-eslint asks
  // TypeScript 6's language service for each file's types (`projectService` finds the file's
  // tsconfig.json). Not yet on tests and benches (they read `any` from `res.json()` everywhere:
  // ≈ 460 findings of the no-unsafe-* rules) nor on the web app.
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.bench.ts',
      'apps/server/test-support/**',
      'apps/server/bench/**',
    ],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A Fastify plugin is an async function that may register synchronously: `async (app) =>
      // { serve(…) }` is its contract (the alternative is the `done` callback), not a mistake.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noEnv, noDefaultExport],
    },
  },
  // Tests and tools may read the environment; tooling configs must default-export.
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.bench.ts',
      'apps/server/test-support/**',
      'apps/server/bench/**',
      'e2e/**',
      'scripts/**',
      'apps/server/src/config.ts',
      'packages/db/src/testing.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', noDefaultExport] },
  },
  {
    files: ['**/*.config.{ts,js,mjs}', 'e2e/support/global-*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Server layers: policy decides access; services use injected repositories, never SQL; routes
  // speak HTTP to their own service only; repositories know nothing of modules.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/policy/**',
      '**/*.test.ts',
      '**/*.bench.ts',
      'apps/server/src/config.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', noEnv, noDefaultExport, noTenancyComparison] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': noSql(
        'modules use injected repositories (src/repositories), not SQL.',
      ),
    },
  },
  // Outside technology and the demo seeder reach the database through repositories too.
  {
    files: ['apps/server/src/infra/**/*.ts', 'apps/server/src/bootstrap/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': noSql(
        'SQL lives in src/repositories; pass them in (createRepositories).',
        { allowTypeImports: true },
      ),
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noEnv,
        noDefaultExport,
        noTenancyComparison,
        {
          selector:
            "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|head|route)$/]",
          message: 'routes come from the contracts route table: serve(app, apiRoutes.x, handler).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./\\.\\./(?!http/)|\\.\\./[^.]|\\./(?![a-z-]+\\.service$))',
              message: 'routes import only contracts, http/ and their own service.',
            },
            { regex: '^(drizzle-orm|@skinscope/db)$', message: 'routes never touch the database.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/repositories/**/*.ts',
      'apps/server/src/policy/**/*.ts',
      'apps/server/src/http/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules|plugins|services|app|bootstrap)(/|$)',
              message:
                'http/, policy/ and repositories/ sit below the modules and know nothing of them.',
            },
          ],
        },
      ],
    },
  },
  // contracts: zod only (its tests also use vitest).
  {
    files: ['packages/contracts/src/**'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
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
            {
              regex: '^@skinscope/(db|analysis)$',
              message: 'packages/domain depends on contracts only.',
            },
          ],
        },
      ],
    },
  },
  // packages never import apps (checked on the import path; packages use relative paths inside).
  {
    files: ['packages/**'],
    ignores: [
      'packages/contracts/src/**',
      'packages/domain/src/**',
      'packages/analysis/src/kernels/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)apps/', message: 'packages never import apps.' }] },
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
      'no-restricted-imports': ['error', { patterns: webPatterns() }],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webPatterns(
            {
              regex: `^(\\.\\./)+(${webFeatures.filter((other) => other !== feature).join('|')})(/|$)`,
              message:
                'Features do not import each other; lift shared parts to components/ or packages/domain.',
            },
            { regex: '^(\\.\\./)+app(/|$)', message: 'features do not import app/.' },
          ),
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{lib,components,locales}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webPatterns({
            regex: reaching(['features', 'app']),
            message: 'lib/ and components/ do not import features or app.',
          }),
        },
      ],
    },
  },
  prettier,
);

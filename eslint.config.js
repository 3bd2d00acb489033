// One lint configuration for the whole workspace (flat config).
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'apps/web/src';
const webFeatures = readdirSync(join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's import direction: lib -> components -> features -> app (a folder imports only the
 * ones before it), and no feature imports another; the app composes them (docs/decisions/020).
 */
const webZones = [
  { target: `${web}/lib`, from: [`${web}/components`, `${web}/features`, `${web}/app`], message: 'lib/ imports no components, features or app.' },
  { target: `${web}/components`, from: [`${web}/features`, `${web}/app`], message: 'components/ imports only lib/ (and packages).' },
  { target: `${web}/features`, from: `${web}/app`, message: 'A feature does not import the app: the app hands it what it needs.' },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to lib/ or components/, or let the app compose them.',
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'db/migrations/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Configuration is parsed once, in env.ts; nothing else reads process.env.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from env.ts.' }],
    },
  },
  {
    // Benchmarks and command-line scripts report on stdout and read their own knobs.
    files: ['apps/api/bench/**/*.ts', 'scripts/**/*.mjs', 'apps/web/scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}', 'packages/api-client/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'apps/web/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);

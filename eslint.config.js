import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.build',
      'node_modules',
      '.tmp',
      '.data*',
      'test-results',
      'playwright-report',
      'src/api/generated',
      'src/routeTree.gen.ts',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    extends: [
      jsxA11y.flatConfigs.recommended,
      ...pluginQuery.configs['flat/recommended'],
      ...pluginRouter.configs['flat/recommended'],
    ],
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The shell and the pages are client-side only; src/ must not reach into the service.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'src/ and server/ share only the OpenAPI document and shared/.' },
          ],
        },
      ],
    },
  },
  {
    // Routes reach the database only through services: not even the ORM's operators.
    files: ['server/http/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'Routes call services; services own the SQL.' },
            { group: ['**/src/**'], message: 'server/ and src/ share only the OpenAPI document and shared/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['server/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs,js}', 'e2e/**/*.ts', 'bench/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**'], message: 'server/ and src/ share only the OpenAPI document and shared/.' },
          ],
        },
      ],
    },
  },
);

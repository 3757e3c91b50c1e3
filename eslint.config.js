import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layersPlugin from './scripts/eslint-layers.js';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's areas that own transactions, locks and SQL (decision 010): routes call them, they call db/. */
const services = ['services', 'connectors', 'publisher'];

/**
 * Which way code may depend, as bulletproof-react draws it: on the server routes → services → db, with domain/
 * pure; in the dashboard lib, api, components → features → routes, and no feature reaching into another.
 */
const layers = {
  plugins: { layers: layersPlugin },
  rules: {
    'layers/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './server/http/routes',
            from: './server/db',
            message: 'Routes parse, authorize, call a service and answer: the database belongs to the services.',
          },
          {
            target: './server/db',
            from: './server',
            except: ['./db', './domain'],
            message: 'server/db is the schema and the connection: it imports only server/domain.',
          },
          {
            target: './server/domain',
            from: './server',
            except: ['./domain'],
            message: 'server/domain is pure rules: it imports nothing else of the server.',
          },
          ...services.map((area) => ({
            target: `./server/${area}`,
            from: ['./server/http'],
            message: 'Services throw domain errors (server/domain/errors.ts); only the HTTP layer knows HTTP.',
          })),
          ...features.map((feature) => ({
            target: `./src/features/${feature}`,
            from: './src/features',
            except: [`./${feature}`],
            message: 'Features do not import each other: the route composes them.',
          })),
          {
            target: ['./src/lib', './src/api', './src/components'],
            from: ['./src/features', './src/routes'],
            message: 'Shared code is below the features: it imports none of them.',
          },
          { target: './src/features', from: './src/routes', message: 'Routes compose features, not the other way.' },
          {
            target: './shared',
            from: ['./server', './src'],
            message: 'shared/ is pure tables and rules for both sides (decision 012): it imports neither.',
          },
        ],
      },
    ],
  },
};

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
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    ...layers,
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

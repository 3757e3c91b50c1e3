import { defineConfig } from '@hey-api/openapi-ts';

export const heyApiConfig = {
  input: './openapi/openapi.json',
  output: {
    path: 'src/api/generated',
    // One generated function a file, so that a page's chunk brings the API calls it makes and no others (the
    // script says why).
    postProcess: [
      { name: 'Split per operation', command: 'node', args: ['scripts/split-generated-api.mjs', '{{path}}'] },
    ],
  },
  plugins: [
    '@hey-api/client-fetch',
    '@hey-api/typescript',
    // No runtime validation of answers in the dashboard: the types describe them, and the service's own tests
    // check every answer against the contract (a validator library would be most of the dashboard's JavaScript).
    '@hey-api/sdk',
    '@tanstack/react-query',
  ],
} as const;

export default defineConfig(heyApiConfig);

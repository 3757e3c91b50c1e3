import { defineConfig } from '@hey-api/openapi-ts';

export const heyApiConfig = {
  input: './openapi/openapi.json',
  output: { path: 'src/api/generated' },
  plugins: [
    '@hey-api/client-fetch',
    '@hey-api/typescript',
    'zod',
    { name: '@hey-api/sdk', validator: { response: 'zod' } },
    '@tanstack/react-query',
  ],
} as const;

export default defineConfig(heyApiConfig);

// Writes openapi/openapi.json from the route contract: `npm run gen:api` runs it before the client generator.
import { writeFileSync } from 'node:fs';
import { operations } from './index.ts';
import { buildOpenApi } from './openapi.ts';

export const openApiText = () => JSON.stringify(buildOpenApi(operations), null, 2) + '\n';

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../../../openapi/openapi.json', import.meta.url), openApiText());
}

import { describe, expect, it } from 'vitest';
import contract from '../../../../openapi/openapi.json';
import { MAX_SNIPPET_BODY, MAX_SNIPPET_NAME, MAX_SNIPPETS } from './snippet-limits';

const create = contract.paths['/snippets/create'].post;
const fields = create.requestBody.content['application/json'].schema.properties;

describe('the snippets’ limits the settings show', () => {
  it('are the contract’s', () => {
    expect(fields.name.maxLength).toBe(MAX_SNIPPET_NAME);
    expect(fields.body.maxLength).toBe(MAX_SNIPPET_BODY);
    expect(create.description).toContain(`past ${MAX_SNIPPETS}.`);
  });
});

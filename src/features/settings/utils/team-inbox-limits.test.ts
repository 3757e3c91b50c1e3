import { describe, expect, it } from 'vitest';
import contract from '../../../../openapi/openapi.json';
import { MAX_LABEL_NAME, MAX_LABELS, MAX_REPLY_TEXT, MAX_REPLY_TITLE, MAX_SAVED_REPLIES } from './team-inbox-limits';

const labelsCreate = contract.paths['/labels/create'].post;
const repliesCreate = contract.paths['/replies/create'].post;
const labelFields = labelsCreate.requestBody.content['application/json'].schema.properties;
const replyFields = repliesCreate.requestBody.content['application/json'].schema.properties;

describe('the team inbox limits the settings show', () => {
  it('are the contract’s', () => {
    expect(labelFields.name.maxLength).toBe(MAX_LABEL_NAME);
    expect(labelsCreate.description).toContain(`past ${MAX_LABELS} labels`);
    expect(replyFields.title.maxLength).toBe(MAX_REPLY_TITLE);
    expect(replyFields.text.maxLength).toBe(MAX_REPLY_TEXT);
    expect(repliesCreate.description).toContain(`past ${MAX_SAVED_REPLIES}.`);
  });
});

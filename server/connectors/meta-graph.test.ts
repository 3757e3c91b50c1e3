import { describe, expect, it } from 'vitest';
import { RateLimited } from './types.ts';
import { graphAnswer } from './meta-graph.ts';

const NOW = new Date('2026-06-10T14:00:00Z');
const refusal = (code: number, headers: Record<string, string> = {}) => ({
  response: new Response(null, { status: 400, headers }),
  body: { error: { message: 'Calls to this api have exceeded the rate limit.', type: 'OAuthException', code } },
});
const thrown = (answer: ReturnType<typeof refusal>) => {
  try {
    graphAnswer('Facebook', answer, NOW);
  } catch (error) {
    return error;
  }
  throw new Error('graphAnswer answered a refusal');
};

describe('Meta’s rate limits', () => {
  it('takes code 4 for the app’s own limit, every account of the app waiting', () => {
    const limit = thrown(refusal(4, { 'retry-after': '600' }));
    expect(limit).toBeInstanceOf(RateLimited);
    expect(limit).toMatchObject({ scope: 'app', until: new Date(NOW.getTime() + 600_000) });
    expect((limit as Error).message).toMatch(/^Facebook limits this app's calls until/);
  });

  it('takes 17, 32 and 613 for the account’s limit, the others going on', () => {
    for (const code of [17, 32, 613]) expect(thrown(refusal(code))).toMatchObject({ scope: 'channel' });
  });
});

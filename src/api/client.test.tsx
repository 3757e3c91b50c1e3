import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { API, server } from '../testing/server';

describe('the API client', () => {
  it('sends the token as a Bearer header, never in the address', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    server.use(
      // A call with parameters of its own, where the client would add the token beside them.
      http.get(`${API}/inbox/get`, ({ request }) => {
        seen.push({ url: request.url, authorization: request.headers.get('authorization') });
        return HttpResponse.json({
          status: 'success',
          data: { count: 0, limit: 20, view_more: 0, active: 0, posts: [] },
        });
      }),
    );
    renderApp('/inbox?unread=true');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    for (const call of seen) {
      expect(call.authorization).toBe('Bearer test-token');
      expect(new URL(call.url).searchParams.has('access_token')).toBe(false);
    }
  });
});

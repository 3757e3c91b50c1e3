import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readSession, saveSession } from '../lib/auth/session';
import { renderApp } from '../testing/render-app';
import { configureApiClient } from './client';
import { client } from './generated/client.gen';
import { accountGet, invitationsAccept } from './generated';
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

  it('ends the session on a 401 of a call that carried its token, not on one made without it', async () => {
    configureApiClient();
    client.setConfig({ baseUrl: API });
    saveSession('a-token', 3600);
    server.use(
      http.post(`${API}/invitations/accept`, () =>
        HttpResponse.json({ status: 'error', code: 'wrong_password', message: 'Wrong.' }, { status: 401 }),
      ),
      http.get(`${API}/account/get`, () =>
        HttpResponse.json({ status: 'error', code: 'token_expired', message: 'Expired.' }, { status: 401 }),
      ),
    );
    await invitationsAccept({ body: { token: 't', password: 'not the password' } });
    expect(readSession()?.token).toBe('a-token');
    await accountGet();
    expect(readSession()).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/auth/session';
import { renderApp } from '../../../testing/render-app';
import { API, errorBody, server } from '../../../testing/server';

describe('logging in', () => {
  it('shows the login screen to a visitor, keeping where they were going', async () => {
    const { router } = renderApp('/drafts', { loggedIn: false });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/drafts' });
  });

  it('ends the session and returns to the login screen when the service rejects the token', async () => {
    server.use(
      http.get(`${API}/account/get`, () =>
        HttpResponse.json(errorBody('token_expired', 'The access token has expired.'), { status: 401 }),
      ),
    );
    const { router } = renderApp('/drafts');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(router.state.location.search).toEqual({ redirect: '/drafts' });
  });

  it('sends a logged-in user on only to a path of this site', async () => {
    const { router } = renderApp('/login?redirect=%22https%3A%2F%2Fexample.com%2F%22');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
  });
});

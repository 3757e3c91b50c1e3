import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SignupData } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { API, errorBody, server } from '../../../testing/server';

/** A service with people, where sign-up is `signup`; the bodies POST /signup receives, answered by `answer`. */
function serveService(signup: 'open' | 'invite', answer: () => Response = () => HttpResponse.json(created)) {
  const calls: SignupData['body'][] = [];
  server.use(
    http.get(`${API}/setup/get`, () => HttpResponse.json({ status: 'success', data: { setup_needed: false, signup } })),
    http.post(`${API}/signup`, async ({ request }) => {
      calls.push((await request.json()) as SignupData['body']);
      return answer();
    }),
  );
  return calls;
}
const created = { status: 'success', data: { user_id: '9', workspace_id: '4' } };

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const enter = async (field: HTMLElement, value: string) => {
    await user.click(field);
    await user.paste(value);
  };
  await enter(await screen.findByRole('textbox', { name: 'Your name' }), 'Grace Hopper');
  await enter(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.test');
  await enter(screen.getByLabelText('Password'), 'nanoseconds are short');
  await enter(screen.getByRole('textbox', { name: 'Workspace name' }), 'Compilers');
  await user.clear(screen.getByRole('combobox', { name: 'Time zone' }));
  await enter(screen.getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
}

describe('sign-up', () => {
  it('where open, is offered on the login screen and makes an account with its workspace', async () => {
    const calls = serveService('open');
    const user = userEvent.setup();
    renderApp('/login', { loggedIn: false });
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('heading', { name: 'Account created' })).toHaveFocus();
    expect(calls).toEqual([
      expect.objectContaining({
        name: 'Grace Hopper',
        email: 'grace@example.test',
        password: 'nanoseconds are short',
        workspace_name: 'Compilers',
        timezone: 'America/New_York',
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('says when the email has an account already', async () => {
    serveService('open', () =>
      HttpResponse.json(errorBody('email_taken', 'That email already has an account. Log in with it.'), {
        status: 409,
      }),
    );
    const user = userEvent.setup();
    renderApp('/signup', { loggedIn: false });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByText('That email already has an account. Log in with it.')).toBeInTheDocument();
  });

  it('where by invitation, is not offered, and its page says how to get in', async () => {
    const calls = serveService('invite');
    renderApp('/login', { loggedIn: false });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    renderApp('/signup', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign-up is by invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

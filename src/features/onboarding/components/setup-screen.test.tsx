import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SetupData } from '../../../api/generated/types.gen';
import { renderApp } from '../../../testing/render-app';
import { pkceChallenge } from '../../../lib/auth/pkce';
import { readSession } from '../../../lib/auth/session';
import { API, errorBody, server } from '../../../testing/server';

/** A service nobody has set up yet; the bodies POST /setup receives, answered by `answer`. */
function serveEmptyService(answer: () => Response = () => HttpResponse.json({ status: 'success', data: created })) {
  const calls: SetupData['body'][] = [];
  server.use(
    http.get(`${API}/setup/get`, () =>
      HttpResponse.json({ status: 'success', data: { setup_needed: true, signup: 'invite' } }),
    ),
    http.post(`${API}/setup`, async ({ request }) => {
      calls.push((await request.json()) as SetupData['body']);
      return answer();
    }),
  );
  return calls;
}
const created = { user_id: '1', workspace_id: '1' };

/** Each rule as a screen reader reads it (the check mark is decoration, hidden from it). */
const rules = () =>
  within(screen.getByRole('list', { name: 'Password rules' }))
    .getAllByRole('listitem')
    .map((item) =>
      [...item.childNodes]
        .filter((n) => !(n instanceof Element && n.ariaHidden))
        .map((n) => n.textContent)
        .join(''),
    );

/** Fills the form as a person pasting into each field (typing is for the password rules' own test: it is slower). */
async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'correct horse battery') {
  const enter = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  };
  await enter(await screen.findByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
  await enter(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.test');
  await enter(screen.getByLabelText('Password'), password);
  await enter(screen.getByRole('textbox', { name: 'Workspace name' }), 'Analytical Engines');
  await enter(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/London');
}

describe('the first start', () => {
  it('sends a visitor of a new service from the login screen to create the workspace', async () => {
    serveEmptyService();
    const { router } = renderApp('/drafts', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Create your workspace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('shows the password rules met or not while the person types', async () => {
    serveEmptyService();
    const user = userEvent.setup();
    renderApp('/setup', { loggedIn: false });
    const password = await screen.findByLabelText('Password');
    expect(rules()).toEqual([
      'At least 10 characters (not met yet)',
      'At most 200 characters (met)',
      'Not only spaces (not met yet)',
    ]);
    await user.type(password, '   ');
    expect(rules()).toEqual([
      'At least 10 characters (not met yet)',
      'At most 200 characters (met)',
      'Not only spaces (not met yet)',
    ]);
    await user.type(password, 'tea time!!');
    expect(rules()).toEqual(['At least 10 characters (met)', 'At most 200 characters (met)', 'Not only spaces (met)']);
    expect(screen.getByRole('list', { name: 'Password rules' })).toHaveAttribute('aria-live', 'polite');
    expect(password).toHaveAccessibleDescription(/At least 10 characters/);
  });

  it('starts from the browser’s time zone', async () => {
    serveEmptyService();
    renderApp('/setup', { loggedIn: false });
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('takes “Berlin” typed into the time zone field as Europe/Berlin, the choice it names', async () => {
    const calls = serveEmptyService();
    const user = userEvent.setup();
    renderApp('/setup', { loggedIn: false });
    await fillIn(user);
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('heading', { name: 'Workspace created' })).toBeInTheDocument();
    expect(calls.map((call) => call.timezone)).toEqual(['Europe/Berlin']);
  });

  it('creates the workspace and logs its owner in, landing on the getting-started guide', async () => {
    const calls = serveEmptyService(() =>
      HttpResponse.json({ status: 'success', data: { ...created, login_code: 'code-from-setup' } }),
    );
    const traded: URLSearchParams[] = [];
    server.use(
      http.post(`${API}/oauth/getAccessToken`, ({ request }) => {
        traded.push(new URL(request.url).searchParams);
        return HttpResponse.json({ access_token: 'owner-token', token_type: 'Bearer', expires_in: 3600 });
      }),
      // The guide's posting times: not this test's business.
      http.get(`${API}/workspace/get`, () => HttpResponse.json(errorBody('not_found', 'Not here.'), { status: 404 })),
      http.get(`${API}/onboarding/get`, () =>
        HttpResponse.json({
          status: 'success',
          data: {
            steps: { channels: false, team: false, schedule: false, first_post: false },
            done: 0,
            total: 4,
            dismissed: false,
            show: true,
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/setup', { loggedIn: false });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('heading', { name: /^Get .* started$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/start');
    expect(readSession()?.token).toBe('owner-token');
    const [sent] = calls;
    expect(sent).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      password: 'correct horse battery',
      workspace_name: 'Analytical Engines',
      redirect_uri: `${window.location.origin}/oauth/callback`,
    });
    // The code is traded with the verifier whose challenge went with the setup: PKCE, as after the login form.
    const verifier = traded[0]!.get('code_verifier')!;
    expect(traded[0]!.get('code')).toBe('code-from-setup');
    expect(sent!.code_challenge).toBe(await pkceChallenge(verifier));
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('creates the workspace and offers the login when the service answers no login', async () => {
    serveEmptyService();
    const user = userEvent.setup();
    renderApp('/setup', { loggedIn: false });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    const heading = await screen.findByRole('heading', { name: 'Workspace created' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/the login did not finish/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('checks the form before sending it, and focuses the first mistake', async () => {
    const calls = serveEmptyService();
    const user = userEvent.setup();
    renderApp('/setup', { loggedIn: false });
    await fillIn(user, 'short');
    await user.clear(screen.getByRole('textbox', { name: 'Your name' }));
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Write your name.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/meets every rule: at least 10 characters/);
    expect(calls).toEqual([]);
    // Fixing a field clears its error, and focus stays where the person types.
    await user.type(screen.getByLabelText('Password'), ' and more');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Write your name.');
  });

  it('shows the service’s complaint beside the field it names', async () => {
    serveEmptyService(() =>
      HttpResponse.json(
        { ...errorBody('invalid_parameter', 'email: Write an email address such as name@example.com'), field: 'email' },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/setup', { loggedIn: false });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText(/email: Write an email address/)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('email: Write an email address such as name@example.com');
    expect(email).toHaveFocus();
  });

  it('shows other refusals in an alert', async () => {
    serveEmptyService(() =>
      HttpResponse.json(errorBody('rate_limited', 'Too many calls: wait a minute.'), { status: 429 }),
    );
    const user = userEvent.setup();
    renderApp('/setup', { loggedIn: false });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByText('Too many calls: wait a minute.')).toHaveRole('alert');
  });

  it('says when someone set the service up in the meantime, and offers the login', async () => {
    serveEmptyService(() =>
      HttpResponse.json(
        errorBody('already_set_up', 'This service is set up already. Log in, or ask an owner for an invitation.'),
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/setup', { loggedIn: false });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('heading', { name: 'Social Desk is set up already' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create workspace' })).not.toBeInTheDocument();
  });

  it('says the service is set up already when it is', async () => {
    renderApp('/setup', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Social Desk is set up already' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
  });
});

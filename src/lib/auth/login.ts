import { oauthGetAccessToken } from '../../api/generated/sdk.gen';
import { apiBaseUrl } from '../env';
import { isObject } from '../guards';
import { pkceChallenge, randomToken } from './pkce';
import { saveSession } from './session';

export const CLIENT_ID = 'dashboard';
export const CALLBACK_MESSAGE = 'social-desk:oauth-callback';
const PENDING_KEY = 'social-desk.pending-login';

interface PendingLogin {
  state: string;
  verifier: string;
  returnTo: string;
}

export interface CallbackMessage {
  type: typeof CALLBACK_MESSAGE;
  state: string;
  code?: string;
  error?: string;
}

const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

/** The login this tab started, as kept in sessionStorage, or null. */
function asPendingLogin(value: unknown): PendingLogin | null {
  if (!isObject(value)) return null;
  const { state, verifier, returnTo } = value;
  return typeof state === 'string' && typeof verifier === 'string' && typeof returnTo === 'string'
    ? { state, verifier, returnTo }
    : null;
}

/** A message from the login's callback page, or null for any other message. */
function asCallbackMessage(value: unknown): CallbackMessage | null {
  if (!isObject(value)) return null;
  const { type, state, code, error } = value;
  return type === CALLBACK_MESSAGE && typeof state === 'string' && isOptionalString(code) && isOptionalString(error)
    ? { type, state, code, error }
    : null;
}

export const redirectUri = () => `${window.location.origin}/oauth/callback`;

export class LoginError extends Error {}

/** Exchanges the code with the PKCE verifier (a public client has no secret) and keeps the token. */
async function exchange(code: string, login: Pick<PendingLogin, 'verifier'>): Promise<void> {
  const { data } = await oauthGetAccessToken({
    query: {
      client_id: CLIENT_ID,
      redirect_uri: redirectUri(),
      code,
      code_verifier: login.verifier,
      grant_type: 'authorization_code',
    },
    throwOnError: true,
  }).catch(() => {
    throw new LoginError('The service did not accept the login. Log in again.');
  });
  saveSession(data.access_token, data.expires_in);
}

function finish(message: CallbackMessage, login: PendingLogin): Promise<void> {
  if (message.state !== login.state) throw new LoginError('The login answer did not match this login. Log in again.');
  if (message.error || !message.code)
    throw new LoginError(`The login was refused (${message.error ?? 'no code'}). Log in again.`);
  return exchange(message.code, login);
}

async function prepare(returnTo: string, loginHint?: string) {
  const login: PendingLogin = { state: randomToken(16), verifier: randomToken(32), returnTo };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(login));
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri(),
    response_type: 'code',
    state: login.state,
    code_challenge: await pkceChallenge(login.verifier),
    code_challenge_method: 'S256',
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { login, url: `${apiBaseUrl}/oauth/authorize?${query}` };
}

/**
 * Opens the login form in a popup and resolves once the token is kept. The popup's callback page posts the code
 * to this window (our own origin only); this window checks state, exchanges the code and closes the popup. When
 * the browser blocks the popup, the whole page goes to the login form instead (`'redirected'`). `loginHint` fills the
 * form's email (a person who has just created their account or joined).
 */
export async function logInWithPopup(
  returnTo: string,
  options: { loginHint?: string } = {},
): Promise<'done' | 'redirected'> {
  // The popup must open within the click's user activation, so it opens before any await.
  const popup = window.open('about:blank', 'social-desk-login', 'popup,width=480,height=680');
  const { login, url } = await prepare(returnTo, options.loginHint);
  if (!popup) {
    window.location.assign(url);
    return 'redirected';
  }
  popup.location.href = url;
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      popup.close();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const message = asCallbackMessage(event.data);
      if (!message) return;
      cleanUp();
      finish(message, login).then(() => resolve('done'), reject);
    };
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      cleanUp();
      reject(new LoginError('The login window was closed before the login finished. Log in again when you are ready.'));
    }, 400);
    window.addEventListener('message', onMessage);
  });
}

/**
 * A login asked for in the same call that creates the account or joins a workspace (decision 027): `params` go with
 * that call (POST /setup, /signup, /invitations/accept), and `finish` trades the `login_code` it answers for the
 * token, as the popup's code is traded. The person is not asked again for what she has just typed. `finish` answers
 * whether she is logged in: not when no code came or it could not be traded (she then logs in as usual).
 */
export async function directLogin() {
  const verifier = randomToken(32);
  return {
    params: { code_challenge: await pkceChallenge(verifier), redirect_uri: redirectUri() },
    finish: (code: string | undefined): Promise<boolean> =>
      code
        ? exchange(code, { verifier }).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),
  };
}

/** The full-page fallback: the callback page finishes the login itself and answers where to go next. */
export async function finishRedirectLogin(message: CallbackMessage): Promise<string> {
  const stored = asPendingLogin(JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null'));
  sessionStorage.removeItem(PENDING_KEY);
  if (!stored) throw new LoginError('This login was not started here, or it already finished. Log in again.');
  await finish(message, stored);
  return stored.returnTo;
}

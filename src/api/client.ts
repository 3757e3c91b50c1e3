import { client } from './generated/client.gen';
import { apiBaseUrl } from '../lib/env';
import { clearSession, readSession } from '../lib/auth/session';

/**
 * Points the generated client at the configured API and gives it the session's token, as a Bearer header only:
 * the contract also allows `access_token` in the query string, but a token in a URL ends up in logs and history.
 * A 401 on a call that carried the session's token means the token is gone: the session ends and the router sends
 * the user to log in. A 401 of a call made without it (a wrong password when accepting an invitation) is that
 * call's own answer.
 */
export function configureApiClient() {
  client.setConfig({
    baseUrl: apiBaseUrl,
    // Only as Bearer: the token endpoint also documents HTTP Basic (a client's id and secret), never the session's.
    auth: (scheme) => (scheme.scheme === 'bearer' ? readSession()?.token : undefined),
  });
  client.interceptors.response.use((response, request) => {
    if (response.status === 401 && readSession() && request.headers.has('authorization')) clearSession();
    return response;
  });
}

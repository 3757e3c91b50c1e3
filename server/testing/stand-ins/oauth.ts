import { createHash } from 'node:crypto';
import {
  bearerOf,
  escapeHtml,
  formOf,
  hiddenFields,
  isWebAddress,
  json,
  page,
  randomToken,
  redirect,
  type Answer,
  type StandInRequest,
} from './http.ts';

// A network's OAuth 2 authorization server, as RFC 6749 and RFC 7636 have it and each network's documentation
// narrows: the consent page a person walks (or `approve`, its Authorize button for tests), single-use codes bound to
// the redirect address and the PKCE challenge, the token endpoint with the network's client authentication, and
// refresh tokens that rotate or not. Each stand-in sets the network's own choices and error bodies.

export interface Grant {
  scopes: string[];
  revoked: boolean;
  /** The grant's current refresh token (where they rotate, only this one works). */
  refreshToken: string | null;
  refreshExpiresAt: number | null;
  /** What the network keeps with the grant (a stand-in's own: the account that signed in, say). */
  subject: string;
}

interface PendingCode {
  grant: Grant;
  redirectUri: string;
  challenge: string | null;
  method: string | null;
  expiresAt: number;
  used: boolean;
}

export interface AuthorizeRequest {
  redirectUri: string;
  scopes: string[];
  state: string;
  challenge: string | null;
  method: string | null;
  query: URLSearchParams;
}

export interface AuthorizationServerOptions {
  /** The network's name, for the consent page's title. */
  network: string;
  /** The app's name as registered at the network, shown on the consent page. */
  appName: string;
  clientId: string;
  clientSecret: string;
  /** The consent page's path (its form posts back to it). */
  authorizePath: string;
  /** The scopes the network knows, with the words its consent page uses. */
  scopes: Record<string, string>;
  /** Scopes a request must carry. */
  requiredScopes?: string[];
  /** required: refused without code_challenge; optional: checked when sent; unsupported: ignored. */
  pkce: 'required' | 'optional' | 'unsupported';
  /** How the app proves itself at the token endpoint: HTTP Basic, or client_id and client_secret in the parameters. */
  clientAuth: 'basic' | 'body';
  /** Access tokens last this long; null: the answer says no expires_in (they last). */
  accessTokenLifetimeSeconds: number | null;
  /** rotate: each refresh gives a new refresh token and ends the old; reuse: the refresh token stays; none: no refresh. */
  refresh: 'rotate' | 'reuse' | 'none';
  /** Refresh tokens end this long after the first sign-in, said as refresh_token_expires_in (LinkedIn, Pinterest). */
  refreshTokenLifetimeSeconds?: number;
  /** Refresh tokens only for grants with this scope (X's offline.access), or this authorize parameter (Google's access_type=offline). */
  offline?: { scope: string } | { param: string; value: string };
  /** Who signs in on the consent page: its line ("Signed in as …") and the grant's subject. */
  signedIn: () => { line: string; subject: string };
  /** A network's own checks of an authorize request; a string says what is wrong. */
  checkAuthorize?: (query: URLSearchParams) => string | undefined;
  /** The network's token-endpoint error body (default: RFC 6749 §5.2 JSON). */
  tokenError?: (status: number, error: string, description: string) => Answer;
  /** Fields the network adds to a token answer. */
  tokenFields?: (grant: Grant) => Record<string, unknown>;
  codeLifetimeMs?: number;
}

const splitScopes = (value: string | null) => (value ?? '').split(/[ ,]+/).filter((scope) => scope !== '');

export function authorizationServer(options: AuthorizationServerOptions) {
  const grants: Grant[] = [];
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number | null }>();
  const refreshTokens = new Map<string, Grant>();
  const now = () => Date.now();
  const tokenError =
    options.tokenError ??
    ((status: number, error: string, description: string) => json(status, { error, error_description: description }));

  /** The parameters of RFC 6749 §4.1.1 (and RFC 7636 §4.3); a string says what is wrong. */
  function readAuthorizeRequest(query: URLSearchParams): AuthorizeRequest | string {
    if (query.get('client_id') !== options.clientId) return 'client_id is missing or is not this app’s id.';
    const redirectUri = query.get('redirect_uri');
    // Networks accept only a registered address; the stand-in has no list, so tests check the one sent instead.
    if (!isWebAddress(redirectUri)) return 'redirect_uri is missing or is not an http(s) address.';
    if (query.get('response_type') !== 'code') return 'response_type must be "code".';
    const scopes = splitScopes(query.get('scope'));
    const unknown = scopes.filter((scope) => !(scope in options.scopes));
    if (unknown.length > 0) return `Unknown scope: ${unknown.join(', ')}.`;
    const missing = (options.requiredScopes ?? []).filter((scope) => !scopes.includes(scope));
    if (missing.length > 0) return `scope must include ${missing.join(' and ')}.`;
    const state = query.get('state');
    if (!state) return 'state is missing.';
    const challenge = options.pkce === 'unsupported' ? null : query.get('code_challenge');
    const method = challenge ? (query.get('code_challenge_method') ?? 'plain') : null;
    if (options.pkce === 'required' && !challenge) return 'code_challenge is missing (PKCE is required).';
    if (method !== null && method !== 'S256' && method !== 'plain')
      return 'code_challenge_method must be S256 or plain.';
    const own = options.checkAuthorize?.(query);
    if (own) return own;
    return { redirectUri, scopes, state, challenge, method, query };
  }

  const offline = (request: AuthorizeRequest) =>
    options.refresh !== 'none' &&
    (!options.offline ||
      ('scope' in options.offline
        ? request.scopes.includes(options.offline.scope)
        : request.query.get(options.offline.param) === options.offline.value));

  /** Where the network sends the browser after the person's choice: the redirect address with code and state. */
  function decide(request: AuthorizeRequest, allow: boolean): string {
    const location = new URL(request.redirectUri);
    location.searchParams.set('state', request.state);
    if (!allow) {
      // RFC 6749 §4.1.2.1.
      location.searchParams.set('error', 'access_denied');
      location.searchParams.set('error_description', 'The user denied your request.');
      return location.href;
    }
    const code = randomToken();
    const grant: Grant = {
      scopes: request.scopes,
      revoked: false,
      refreshToken: offline(request) ? '' : null,
      refreshExpiresAt: options.refreshTokenLifetimeSeconds ? now() + options.refreshTokenLifetimeSeconds * 1000 : null,
      subject: options.signedIn().subject,
    };
    grants.push(grant);
    codes.set(code, {
      grant,
      redirectUri: request.redirectUri,
      challenge: request.challenge,
      method: request.method,
      expiresAt: now() + (options.codeLifetimeMs ?? 60_000),
      used: false,
    });
    location.searchParams.set('code', code);
    return location.href;
  }

  /** GET of the consent page: the app, who is signed in, what it asks for, Allow and Cancel. */
  function consentPage(request: StandInRequest): Answer {
    const read = readAuthorizeRequest(request.query);
    if (typeof read === 'string')
      return page(
        400,
        `Error / ${options.network}`,
        `<h1>Something went wrong</h1><p role="alert">${escapeHtml(read)}</p>`,
      );
    const hidden = hiddenFields(request.query);
    const scopes = read.scopes
      .map((scope) => `<li>${escapeHtml(options.scopes[scope]!)} <code>${escapeHtml(scope)}</code></li>`)
      .join('');
    const app = escapeHtml(options.appName);
    return page(
      200,
      `Authorize ${options.appName} / ${options.network}`,
      `<h1>Allow ${app} to access your ${escapeHtml(options.network)} account?</h1>` +
        `<p>${escapeHtml(options.signedIn().line)}</p>` +
        `<h2>${app} will be able to:</h2><ul>${scopes}</ul>` +
        `<form method="post" action="${escapeHtml(options.authorizePath)}">${hidden}` +
        '<button type="submit" name="decision" value="allow">Allow</button>' +
        '<button type="submit" name="decision" value="deny">Cancel</button></form>',
    );
  }

  /** The consent form's buttons: back to the app with a code, or with access_denied. */
  function consentAnswer(request: StandInRequest): Answer {
    const form = formOf(request);
    const read = readAuthorizeRequest(form);
    if (typeof read === 'string') return consentPage({ ...request, query: form });
    return redirect(decide(read, form.get('decision') === 'allow'));
  }

  /** The token endpoint's parameters: the query of a GET (Meta), else the form. */
  const paramsOf = (request: StandInRequest) => (request.method === 'GET' ? request.query : formOf(request));

  function clientAuthenticated(request: StandInRequest): boolean {
    if (options.clientAuth === 'body') {
      const params = paramsOf(request);
      return params.get('client_id') === options.clientId && params.get('client_secret') === options.clientSecret;
    }
    const header = request.headers.authorization;
    if (typeof header !== 'string' || !/^basic /i.test(header)) return false;
    const [id, secret] = Buffer.from(header.slice(6).trim(), 'base64').toString().split(':');
    return (
      decodeURIComponent(id ?? '') === options.clientId && decodeURIComponent(secret ?? '') === options.clientSecret
    );
  }

  /** A token answer (RFC 6749 §5.1) for the grant: a new access token, and its refresh token as the network does. */
  function issue(grant: Grant): Answer {
    const access = randomToken();
    const lifetime = options.accessTokenLifetimeSeconds;
    accessTokens.set(access, { grant, expiresAt: lifetime === null ? null : now() + lifetime * 1000 });
    const answer: Record<string, unknown> = {
      access_token: access,
      token_type: 'bearer',
      scope: grant.scopes.join(' '),
    };
    if (lifetime !== null) answer.expires_in = lifetime;
    if (grant.refreshToken !== null) {
      if (grant.refreshToken === '' || options.refresh === 'rotate') {
        if (grant.refreshToken) refreshTokens.delete(grant.refreshToken);
        grant.refreshToken = randomToken();
        refreshTokens.set(grant.refreshToken, grant);
      }
      answer.refresh_token = grant.refreshToken;
      if (grant.refreshExpiresAt !== null)
        answer.refresh_token_expires_in = Math.max(0, Math.floor((grant.refreshExpiresAt - now()) / 1000));
    }
    const issued = json(200, { ...answer, ...options.tokenFields?.(grant) });
    issued.headers['cache-control'] = 'no-store';
    return issued;
  }

  /** The token endpoint: authorization_code (with PKCE) and refresh_token grants (RFC 6749 §4.1.3, §6). */
  function tokenEndpoint(request: StandInRequest): Answer {
    if (!clientAuthenticated(request)) return tokenError(401, 'invalid_client', 'Client authentication failed.');
    const params = paramsOf(request);
    const grantType = params.get('grant_type');
    if (grantType === 'authorization_code') {
      for (const name of ['code', 'redirect_uri'])
        if (!params.get(name)) return tokenError(400, 'invalid_request', `Missing required parameter: ${name}.`);
      const pending = codes.get(params.get('code')!);
      if (!pending || pending.used || pending.expiresAt <= now() || pending.grant.revoked)
        return tokenError(400, 'invalid_grant', 'The authorization code is invalid, expired or already used.');
      if (params.get('redirect_uri') !== pending.redirectUri)
        return tokenError(400, 'invalid_grant', 'redirect_uri does not match the authorization request.');
      if (pending.challenge !== null) {
        const verifier = params.get('code_verifier');
        if (!verifier) return tokenError(400, 'invalid_request', 'Missing required parameter: code_verifier.');
        const expected =
          pending.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (expected !== pending.challenge)
          return tokenError(400, 'invalid_grant', 'The code verifier does not match the code challenge.');
      }
      pending.used = true;
      return issue(pending.grant);
    }
    if (grantType === 'refresh_token' && options.refresh !== 'none') {
      const presented = params.get('refresh_token') ?? '';
      const grant = refreshTokens.get(presented);
      if (
        !grant ||
        grant.revoked ||
        grant.refreshToken !== presented ||
        (grant.refreshExpiresAt !== null && grant.refreshExpiresAt <= now())
      )
        return tokenError(400, 'invalid_grant', 'The refresh token is invalid, expired or revoked.');
      return issue(grant);
    }
    return tokenError(400, 'unsupported_grant_type', `grant_type ${grantType ?? '(none)'} is not supported.`);
  }

  /** The grant of a live access token, if it is one. */
  function grantOfToken(token: string | undefined): Grant | undefined {
    const access = token === undefined ? undefined : accessTokens.get(token);
    if (!access || access.grant.revoked || (access.expiresAt !== null && access.expiresAt <= now())) return undefined;
    return access.grant;
  }

  /** The grant of a live token on the request (bearer, or the access_token parameter), if any. */
  const grantOf = (request: StandInRequest) =>
    grantOfToken(bearerOf(request) ?? request.query.get('access_token') ?? undefined);

  return {
    grants,
    readAuthorizeRequest,
    consentPage,
    consentAnswer,
    tokenEndpoint,
    clientAuthenticated,
    issue,
    grantOf,
    grantOfToken,
    /** What the consent page's Allow button does, programmatically: the address the network sends the browser back to. */
    approve(authorizeUrl: string, origin: string, { deny = false } = {}): string {
      const address = new URL(authorizeUrl);
      if (`${address.origin}${address.pathname}` !== `${origin}${options.authorizePath}`)
        throw new Error(`Not this stand-in's consent page (${origin}${options.authorizePath}): ${authorizeUrl}`);
      const request = readAuthorizeRequest(address.searchParams);
      if (typeof request === 'string') throw new Error(`${options.network} would refuse this request: ${request}`);
      return decide(request, !deny);
    },
    /** Every access token issued so far stops working, as after expiry; refresh tokens keep working. */
    expireAccessTokens() {
      for (const access of accessTokens.values()) access.expiresAt = 0;
    },
    /** Every grant is revoked, as when the person removes the app: tokens and refresh tokens stop working. */
    revokeAll() {
      for (const grant of grants) grant.revoked = true;
    },
  };
}

export type AuthorizationServer = ReturnType<typeof authorizationServer>;

import { z } from 'zod';
import { int, success } from './common.ts';
import { defineOperation } from './operation.ts';

const clientId = z.string().min(1).max(100);
const redirectUri = z.string().min(1).max(2048);

export const oauthOperations = [
  defineOperation({
    operationId: 'oauthAuthorize',
    method: 'GET',
    path: '/oauth/authorize',
    tag: 'oauth',
    summary: 'The login form of the authorization code flow (HTML)',
    description:
      'Answers an HTML login form. Posting it back answers 302 to redirect_uri with code and state. Public clients must send a PKCE challenge (S256).',
    paramsIn: 'query',
    auth: false,
    produces: 'text/html',
    // A person follows this link from another application: a broken one is explained on a page (decision 022).
    htmlFailures: [400],
    redirect:
      'The client and redirect_uri are sound but the request is not (response_type, PKCE): back to redirect_uri with error, error_description and state (RFC 6749 §4.1.2.1)',
    params: z.object({
      client_id: clientId,
      redirect_uri: redirectUri.meta({ description: 'must equal one of the client’s registered redirect URIs' }),
      response_type: z.literal('code').optional(),
      state: z.string().max(500).optional().meta({ description: 'returned unchanged with the code' }),
      code_challenge: z
        .string()
        .max(43)
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .optional()
        .meta({ description: 'PKCE (RFC 7636): base64url SHA-256 of the verifier; required for public clients' }),
      code_challenge_method: z.literal('S256').optional(),
      login_hint: z.string().max(320).optional().meta({ description: 'the email to fill the form with' }),
    }),
    response: z.string(),
  }),
  defineOperation({
    operationId: 'oauthAuthorizeSubmit',
    method: 'POST',
    path: '/oauth/authorize',
    tag: 'oauth',
    summary: 'Post the login form back (form-encoded)',
    description:
      'Answers 302 to redirect_uri?code=…&state=… on success; a wrong password answers the form again (401). A person of several workspaces is asked which one (a second form, posted back with its login_ticket and workspace_id); a form that names workspace_id skips that step.',
    paramsIn: 'body',
    auth: false,
    produces: 'text/html',
    successStatus: 302,
    // The form again with the reason: expired (400), wrong password (401), not of the application's workspace (403),
    // locked (429).
    htmlFailures: [400, 401, 403, 429],
    page: 'The workspace step: a person of several workspaces chooses the one the application gets',
    params: z.object({
      email: z.string().min(1).max(320),
      password: z.string().min(1).max(1000),
      csrf: z.string().min(1).max(200),
      client_id: clientId,
      redirect_uri: redirectUri,
      state: z.string().max(500).optional(),
      code_challenge: z.string().max(128).optional(),
      code_challenge_method: z.string().max(10).optional(),
      workspace_id: z.string().max(11).optional().meta({ description: 'the workspace the application gets' }),
      login_ticket: z.string().max(200).optional().meta({ description: 'the workspace step’s ticket' }),
    }),
    response: z.string(),
  }),
  defineOperation({
    operationId: 'oauthGetAccessToken',
    errors: [401],
    method: 'POST',
    path: '/oauth/getAccessToken',
    tag: 'oauth',
    summary: 'Exchange an authorization code for an access token',
    description:
      'Parameters travel in the query string, as the interface shows, or in a form or JSON body (RFC 6749 §4.1.3); each is sent once, in one place or the other with the same value. redirect_uri and code are required; client_id too unless the client authenticates with HTTP Basic (client_secret_basic, RFC 6749 §2.3.1). Confidential clients authenticate with client_secret or HTTP Basic, never both; public clients send the PKCE code_verifier. Failures carry RFC 6749 §5.2’s error and error_description beside the error body; a client that is not authenticated gets 401 invalid_client with WWW-Authenticate: Basic.',
    paramsIn: 'query',
    bodyAlternative: true,
    clientBasicAuth: true,
    oauthErrors: true,
    auth: false,
    params: z.object({
      client_id: clientId.optional().meta({ description: 'required unless HTTP Basic names the client' }),
      redirect_uri: redirectUri,
      code: z.string().min(1).max(200),
      client_secret: z
        .string()
        .min(1)
        .max(200)
        .optional()
        .meta({ description: 'confidential clients that do not use HTTP Basic' }),
      code_verifier: z
        .string()
        .max(128)
        .regex(/^[A-Za-z0-9._~-]{43,128}$/)
        .optional()
        .meta({ description: 'PKCE verifier; public clients' }),
      grant_type: z.literal('authorization_code').optional(),
    }),
    response: z.object({
      status: z.literal('success'),
      access_token: z.string(),
      token_type: z.literal('Bearer'),
      expires_in: int.meta({ description: 'seconds' }),
    }),
  }),
  defineOperation({
    operationId: 'oauthRevoke',
    method: 'POST',
    path: '/oauth/revoke',
    tag: 'extension',
    summary: 'Log out: revoke the access token the call carries',
    paramsIn: 'body',
    params: z.object({}),
    response: success(z.string()),
  }),
];

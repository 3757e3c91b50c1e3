import type { FastifyRequest } from 'fastify';
import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import { basicClient, refuseConflictingPlaces } from '../client-auth.ts';
import { ApiError } from '../errors.ts';
import { collectParams } from '../params.ts';
import type { Router } from '../route.ts';
import { exchangeCode } from '../../services/workspaces/codes.ts';

const invalidRequest = (message: string, field?: string) => new ApiError(400, 'invalid_request', message, field);

/**
 * What RFC 6749 names before the parameters' own checks: a parameter in two places (§3.2) and a grant type other
 * than the code's (unsupported_grant_type, not a bad parameter).
 */
function refuseBeforeReading(request: FastifyRequest): void {
  refuseConflictingPlaces(request);
  const grantType = collectParams(operationById('oauthGetAccessToken'), request).grant_type;
  if (grantType !== undefined && grantType !== 'authorization_code')
    throw new ApiError(400, 'unsupported_grant_type', 'Only grant_type=authorization_code is supported.', 'grant_type');
}

/**
 * The token endpoint (RFC 6749 §4.1.3, decision 022): parameters in the query string (the interface) or a form or
 * JSON body; the client authenticates with client_secret or HTTP Basic, never both (§2.3). Failures become RFC 6749
 * §5.2 answers in the error handler (`oauthErrors`).
 */
export function oauthTokenRoutes(router: Router, deps: AppDeps) {
  const op = operationById('oauthGetAccessToken');
  router.publicRoute(
    op,
    async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const basic = basicClient(request);
      if (basic && params.client_secret !== undefined)
        throw invalidRequest(
          'The client authenticated twice, with HTTP Basic and with client_secret; use one of them.',
          'client_secret',
        );
      if (basic && params.client_id !== undefined && params.client_id !== basic.clientId)
        throw invalidRequest('client_id differs from the client named by HTTP Basic.', 'client_id');
      const clientId = basic?.clientId ?? params.client_id;
      if (clientId === undefined)
        throw new ApiError(400, 'missing_parameter', 'client_id is required (or HTTP Basic credentials).', 'client_id');
      const ttl = deps.config.TOKEN_TTL_SECONDS;
      const accessToken = await exchangeCode(
        deps.db,
        {
          clientId,
          clientSecret: basic ? basic.clientSecret : params.client_secret,
          code: params.code,
          redirectUri: params.redirect_uri,
          codeVerifier: params.code_verifier,
        },
        ttl,
        (revoked) => deps.events.revokeTokens(revoked),
        request.headers['user-agent']?.slice(0, 300) ?? null,
      );
      return { status: 'success' as const, access_token: accessToken, token_type: 'Bearer' as const, expires_in: ttl };
    },
    { refuse: refuseBeforeReading },
  );
}

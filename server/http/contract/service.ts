import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const serviceOperations = [
  defineOperation({
    operationId: 'health',
    errors: [503],
    method: 'GET',
    path: '/health',
    tag: 'service',
    summary: 'Liveness: answers while the service and its database answer',
    paramsIn: 'query',
    auth: false,
    params: z.object({}),
    response: z.object({ status: z.literal('success') }),
  }),
  defineOperation({
    operationId: 'ready',
    errors: [503],
    method: 'GET',
    path: '/ready',
    tag: 'service',
    summary: 'Readiness: answers once the database is migrated and answers, until the instance begins to stop',
    description:
      'For load balancers and orchestrators: 200 while this instance takes work. 503 with the reason otherwise: `starting` (its database is being migrated or waited for), `database_unavailable`, or `shutting_down` (it finishes the calls it has; send the next ones elsewhere). Needs no token and does not wait in the line of REQUEST_CONCURRENCY.',
    paramsIn: 'query',
    auth: false,
    params: z.object({}),
    response: z.object({ status: z.literal('success') }),
  }),
];

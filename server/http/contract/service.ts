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
];

import { z } from 'zod';
import { flag, success } from './common.ts';
import { defineOperation } from './operation.ts';

/** utm_campaign, on a post or as the workspace's default (decision 068). */
export const utmCampaign = z.string().max(100, 'A UTM campaign has at most 100 characters');

const utmSetting = z
  .object({
    enabled: flag.meta({ description: '1: every post’s links get UTM parameters before they are shortened' }),
    campaign: z.string().meta({ description: 'the utm_campaign of a post that names none; empty: none' }),
  })
  .meta({ id: 'UtmSetting' });

export const utmOperations = [
  defineOperation({
    operationId: 'workspaceUtm',
    method: 'GET',
    path: '/workspace/utm',
    tag: 'extension',
    summary: 'Whether post links get UTM parameters, and the default campaign',
    paramsIn: 'query',
    params: z.object({}),
    response: success(utmSetting),
  }),
  defineOperation({
    operationId: 'workspaceUpdateUtm',
    errors: [403],
    method: 'POST',
    path: '/workspace/utm',
    tag: 'extension',
    summary: 'Turn UTM parameters on or off, set the default campaign (owner or admin)',
    description:
      'With enabled=1, each URL of a post written or edited from then on gets utm_source (the network’s key), utm_medium=social and utm_campaign (the post’s, else this default) before it is shortened; a URL with a utm_* parameter of its own keeps it. Links already made keep their targets.',
    paramsIn: 'body',
    params: z.object({ enabled: flag.optional(), campaign: utmCampaign.optional() }),
    response: success(utmSetting),
  }),
];

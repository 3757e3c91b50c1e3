import type { AppDeps } from '../../deps.ts';
import { createSnippet, deleteSnippet, listSnippets, updateSnippet } from '../../services/workspaces/snippets.ts';
import { operationById } from '../contract/index.ts';
import type { Router } from '../route.ts';

const ok = { status: 'success' as const };

/**
 * A workspace's snippets, saved hashtag groups and signatures (issue 37, decision 067). Their answers are not kept:
 * the list is read when the composer's menu opens, and changes only by these calls.
 */
export function snippetRoutes(router: Router, deps: AppDeps) {
  const { db } = deps;

  router.route(operationById('snippetsList'), async ({ params, auth }) => ({
    ...ok,
    data: await listSnippets(db, auth, { kind: params.kind, search: params.search || undefined }),
  }));

  router.route(operationById('snippetsCreate'), async ({ params, auth }) => ({
    ...ok,
    data: await createSnippet(db, auth, { kind: params.kind, name: params.name, body: params.body }, deps.now()),
  }));

  router.route(operationById('snippetsUpdate'), async ({ params, auth }) => ({
    ...ok,
    data: await updateSnippet(db, auth, params.snippet_id, { name: params.name, body: params.body }, deps.now()),
  }));

  router.route(operationById('snippetsDelete'), async ({ params, auth }) => {
    await deleteSnippet(db, auth, params.snippet_id);
    return ok;
  });
}

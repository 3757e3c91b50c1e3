import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe("the inbox's search parameters", () => {
  it('keeps the valid ones and drops the others, without an error page', async () => {
    const { router } = renderApp(
      '/inbox?channel=11&archived=%22yes%22&unread=true&author=%22%22&item=-4&itemChannel=1.5',
    );
    expect(await screen.findByRole('heading', { name: /^Inbox/, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    const search = router.state.matches.at(-1)!.search;
    expect(Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined))).toEqual({
      channel: 11,
      unread: true,
    });
  });
});

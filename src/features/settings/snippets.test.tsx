import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Snippet, SnippetsCreateData, SnippetsUpdateData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, recordPosts, server } from '../../testing/server';
import { signedInAs } from './test-support';

const snippet = (id: string, kind: Snippet['kind'], name: string, body: string, extra: Partial<Snippet> = {}) => ({
  snippet_id: id,
  kind,
  name,
  body,
  created_by: 'Maya Chen',
  created_by_id: '1',
  can_edit: 1,
  updated_at: '2026-06-01 09:00:00',
  ...extra,
});

const coffee = snippet('3', 'hashtags', 'Coffee', '#coffee #specialtycoffee');
const signOff = snippet('4', 'signature', 'Team sign-off', '— the Northwind team', {
  created_by: 'Sam Rivera',
  created_by_id: '2',
  can_edit: 0,
});

/** The snippets as the service keeps them, changed by the writes a test answers. */
function serveSnippets(initial: Snippet[]) {
  let snippets = initial;
  server.use(http.get(`${API}/snippets/list`, () => HttpResponse.json({ status: 'success', data: snippets })));
  return { set: (next: Snippet[]) => (snippets = next) };
}

describe('the Snippets settings', () => {
  it('says what snippets are for, then saves a signature', async () => {
    const snippets = serveSnippets([]);
    const created = recordPosts<SnippetsCreateData['body']>('/snippets/create', (body) => {
      const made = snippet('9', body.kind, body.name, body.body);
      snippets.set([made]);
      return HttpResponse.json({ status: 'success', data: made });
    });
    const user = userEvent.setup();
    renderApp('/settings/snippets');
    expect(await screen.findByText(/No hashtag groups yet\. Save the hashtags you use together/)).toBeInTheDocument();
    expect(screen.getByText(/No signatures yet\. Save how your posts sign off/)).toBeInTheDocument();
    expect(screen.getByText(/“Insert snippet” \(or Ctrl\+\/, ⌘\/ on a Mac, in the message\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New signature' }));
    const dialog = screen.getByRole('dialog', { name: 'New signature' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    // Nothing typed: each field says what it needs, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add signature' }));
    expect(name).toHaveAccessibleDescription(/Give it a name/);
    expect(name).toHaveFocus();
    await user.type(name, '  Cheers ');
    const body = within(dialog).getByRole('textbox', { name: 'Signature' });
    await user.type(body, '— Maya at Northwind');
    expect(body).toHaveAccessibleDescription(/at the end of the post, after a blank line\. 19 of 2,000 characters\./);
    await user.click(within(dialog).getByRole('button', { name: 'Add signature' }));

    expect(await screen.findByText('Signature “Cheers” added: the whole team can insert it.')).toBeInTheDocument();
    expect(created).toEqual([{ kind: 'signature', name: 'Cheers', body: '— Maya at Northwind' }]);
    const list = await screen.findByRole('list', { name: 'Signatures' });
    expect(list).toHaveTextContent('— Maya at Northwind');
    expect(list).toHaveTextContent('By Maya Chen · changed');
  });

  it('lists each kind apart, offers Edit and Delete where the person may, and sends only what changed', async () => {
    const snippets = serveSnippets([coffee, signOff]);
    const updated = recordPosts<SnippetsUpdateData['body']>('/snippets/update', (body) => {
      const changed = { ...coffee, name: body.name ?? coffee.name, body: body.body ?? coffee.body };
      snippets.set([changed, signOff]);
      return HttpResponse.json({ status: 'success', data: changed });
    });
    const user = userEvent.setup();
    renderApp('/settings/snippets');
    const tags = await screen.findByRole('list', { name: 'Hashtag groups' });
    const signatures = screen.getByRole('list', { name: 'Signatures' });
    expect(tags).toHaveTextContent('#coffee #specialtycoffee');
    // Sam's signature is Sam's to change.
    expect(within(signatures).queryByRole('button', { name: 'Edit Team sign-off' })).not.toBeInTheDocument();

    await user.click(within(tags).getByRole('button', { name: 'Edit Coffee' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the hashtag group Coffee' });
    const body = within(dialog).getByRole('textbox', { name: 'Hashtags' });
    await user.clear(body);
    await user.type(body, '#coffee #latteart');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hashtag group “Coffee” saved.')).toBeInTheDocument();
    expect(updated).toEqual([{ snippet_id: 3, body: '#coffee #latteart' }]);
    expect(await within(tags).findByText('#coffee #latteart')).toBeInTheDocument();
  });

  it('shows the service’s refusal of a taken name beside the name', async () => {
    serveSnippets([coffee]);
    recordPosts('/snippets/create', () =>
      HttpResponse.json(
        errorBody(
          'snippet_exists',
          'There is a hashtag group named “Coffee” already (names are compared whatever the case).',
        ),
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/snippets');
    await user.click(await screen.findByRole('button', { name: 'New hashtag group' }));
    const dialog = screen.getByRole('dialog', { name: 'New hashtag group' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'coffee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Hashtags' }), '#beans');
    await user.click(within(dialog).getByRole('button', { name: 'Add hashtag group' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/There is a hashtag group named “Coffee” already/));
    expect(name).toHaveFocus();
  });

  it('asks before deleting a snippet, then deletes it', async () => {
    const snippets = serveSnippets([coffee]);
    const deleted = recordPosts<{ snippet_id: number }>('/snippets/delete', () => {
      snippets.set([]);
      return HttpResponse.json({ status: 'success' });
    });
    const user = userEvent.setup();
    renderApp('/settings/snippets');
    await user.click(await screen.findByRole('button', { name: 'Delete Coffee' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the hashtag group Coffee?' });
    expect(confirm).toHaveTextContent('Posts and drafts it was inserted in keep their text');
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete snippet' }));
    expect(await screen.findByText('Snippet deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([{ snippet_id: 3 }]);
    expect(await screen.findByText(/No hashtag groups yet\./)).toBeInTheDocument();
  });

  it('is offered to a collaborator, and not to a client, who lands on their profile', async () => {
    signedInAs('collaborator');
    serveSnippets([coffee]);
    server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })));
    renderApp('/settings/profile');
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Snippets']);
    cleanup();

    signedInAs('client');
    const { router } = renderApp('/settings/snippets');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
    const clientNav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(clientNav).queryByRole('link', { name: 'Snippets' })).not.toBeInTheDocument();
  });
});

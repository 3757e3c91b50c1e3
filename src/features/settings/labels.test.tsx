import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InboxLabel, LabelsCreateData, LabelsUpdateData } from '../../api/generated/types.gen';
import { renderApp } from '../../testing/render-app';
import { API, errorBody, recordPosts, server } from '../../testing/server';
import { signedInAs } from './test-support';

const refund: InboxLabel = { label_id: '3', name: 'Refund', color: '#dc2626' };
const lead: InboxLabel = { label_id: '5', name: 'Sales lead', color: '#123456' };

/** The labels as the service keeps them, changed by the writes a test answers. */
function serveLabels(initial: InboxLabel[]) {
  let labels = initial;
  server.use(http.get(`${API}/labels/list`, () => HttpResponse.json({ status: 'success', data: labels })));
  return { set: (next: InboxLabel[]) => (labels = next) };
}

/** The Refund label's Edit dialog, with Custom chosen: its updates recorded, its colour field at hand. */
async function editRefundInCustom() {
  serveLabels([refund]);
  const updated = recordPosts<LabelsUpdateData['body']>('/labels/update', (body) =>
    HttpResponse.json({ status: 'success', data: { ...refund, ...body, label_id: '3' } }),
  );
  const user = userEvent.setup();
  renderApp('/settings/labels');
  await user.click(await screen.findByRole('button', { name: 'Edit Refund' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit the label Refund' });
  await user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
  const hex = within(dialog).getByRole('textbox', { name: 'Custom colour' });
  return { updated, user, dialog, hex };
}

describe('the Labels settings', () => {
  it('says what labels are for when there are none, and adds one with a named colour', async () => {
    const labels = serveLabels([]);
    const created = recordPosts<LabelsCreateData['body']>('/labels/create', (body) => {
      const made = { label_id: '7', ...body };
      labels.set([made]);
      return HttpResponse.json({ status: 'success', data: made });
    });
    const user = userEvent.setup();
    renderApp('/settings/labels');
    expect(await screen.findByText(/No labels yet\. Add the topics your team sorts messages by/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New label' }));
    const dialog = screen.getByRole('dialog', { name: 'New label' });
    // A new label starts on the first colour nobody has, chosen by its name.
    expect(within(dialog).getByRole('radio', { name: 'Red' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Complaint ');
    await user.click(within(dialog).getByRole('radio', { name: 'Teal' }));
    expect(dialog).toHaveTextContent('Shows as Complaint · Teal');
    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));

    expect(await screen.findByText('Label “Complaint” added.')).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Complaint', color: '#0f766e' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Labels' });
    expect(within(list).getByText('Complaint')).toBeInTheDocument();
    expect(within(list).getByText('Teal')).toBeInTheDocument();
  });

  it('renames a label and names a colour the palette lacks as custom, sending only what changed', async () => {
    const labels = serveLabels([refund, lead]);
    const updated = recordPosts<LabelsUpdateData['body']>('/labels/update', (body) => {
      const changed = { ...lead, name: body.name ?? lead.name, color: body.color ?? lead.color };
      labels.set([refund, changed]);
      return HttpResponse.json({ status: 'success', data: changed });
    });
    const user = userEvent.setup();
    renderApp('/settings/labels');
    const list = await screen.findByRole('list', { name: 'Labels' });
    expect(within(list).getByText('Custom (#123456)')).toBeInTheDocument();
    expect(screen.getByText('2 of at most 100.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Edit Sales lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the label Sales lead' });
    expect(within(dialog).getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Custom colour' })).toHaveValue('#123456');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save label' }));

    expect(await screen.findByText('Label “Lead” saved.')).toBeInTheDocument();
    expect(updated).toEqual([{ label_id: 5, name: 'Lead' }]);
    expect(await within(list).findByText('Lead')).toBeInTheDocument();
  });

  it('recolours a label, and warns of a custom colour that is hard to see', async () => {
    const { updated, user, dialog, hex } = await editRefundInCustom();
    await user.clear(hex);
    await user.type(hex, '#FDE047');
    expect(dialog).toHaveTextContent('This colour is hard to see on the light background');
    await user.click(within(dialog).getByRole('radio', { name: 'Blue' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Custom colour' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save label' }));
    await waitFor(() => expect(updated).toEqual([{ label_id: 3, color: '#2563eb' }]));
  });

  it('refuses a custom colour that is not #rrggbb, telling the whole colour group why', async () => {
    const { updated, user, dialog, hex } = await editRefundInCustom();
    await user.clear(hex);
    await user.type(hex, '#12');
    await user.click(within(dialog).getByRole('button', { name: 'Save label' }));
    expect(within(dialog).getByRole('group', { name: 'Colour' })).toHaveAccessibleDescription(
      'Write the custom colour as # and six hex digits, such as #2f80ed.',
    );
    expect(hex).toBeInvalid();
    expect(hex).toHaveFocus();
    expect(updated).toEqual([]);
  });

  it('shows the service’s refusal of a taken name beside the name, and keeps the dialog open', async () => {
    serveLabels([refund]);
    recordPosts<LabelsCreateData['body']>('/labels/create', () =>
      HttpResponse.json(
        errorBody('label_exists', 'There is a label named “Refund” already (names are compared whatever the case).'),
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings/labels');
    await user.click(await screen.findByRole('button', { name: 'New label' }));
    const dialog = screen.getByRole('dialog', { name: 'New label' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'refund');
    await user.click(within(dialog).getByRole('button', { name: 'Add label' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(/There is a label named “Refund” already/));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'New label' })).toBeInTheDocument();
  });

  it('asks before deleting, saying what happens to the items, then says how many lost it', async () => {
    const labels = serveLabels([refund]);
    const deleted = recordPosts<{ label_id: number }>('/labels/delete', () => {
      labels.set([]);
      return HttpResponse.json({ status: 'success', data: { label_id: '3', items: 12 } });
    });
    const user = userEvent.setup();
    renderApp('/settings/labels');
    await user.click(await screen.findByRole('button', { name: 'Delete Refund' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the label Refund?' });
    expect(confirm).toHaveTextContent('Every conversation, comment and message labelled “Refund” loses the label');
    expect(confirm).toHaveTextContent('The items themselves stay where they are');
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete label' }));

    expect(await screen.findByText('Label deleted: 12 items no longer carry it.')).toBeInTheDocument();
    expect(deleted).toEqual([{ label_id: 3 }]);
    expect(await screen.findByText(/No labels yet\./)).toBeInTheDocument();
  });

  it('is not offered to a collaborator, who lands on their profile', async () => {
    signedInAs('collaborator');
    server.use(http.get(`${API}/sessions/list`, () => HttpResponse.json({ status: 'success', data: [] })));
    const { router } = renderApp('/settings/labels');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).queryByRole('link', { name: 'Labels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New label' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';

/** The list's rows, by their text (name, time, kind, text). */
export const rowTexts = () =>
  within(screen.getByRole('list', { name: 'Inbox items' }))
    .queryAllByRole('listitem')
    .map((row) => row.textContent ?? '');

/** The row button of the item from this person. */
export const rowOf = (name: string | RegExp) =>
  within(screen.getByRole('list', { name: 'Inbox items' }))
    .getAllByRole('button')
    .find((button) => button.id.startsWith('inbox-row-') && new RegExp(name).test(button.textContent ?? ''))!;

/** The open item's pane (its code arrives on demand: the first opening in a file can take a while). */
export const pane = () => screen.findByRole('article', { name: /^Conversation with/ }, { timeout: 3000 });

/**
 * jsdom lays nothing out, and the virtual list renders the rows that fit its height: the list is given a screen's
 * height (ten rows) for the test. Undone by `vi.restoreAllMocks()`.
 */
export function layOutInboxList() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'inbox-scroller' ? 640 : 0;
  });
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

function setup() {
  const chosen = vi.fn<(what: string) => void>();
  render(
    <>
      <button type="button">Elsewhere</button>
      <Menu
        label="More actions for post “Saturday cupping”"
        items={[
          { label: 'Delete', destructive: true, onSelect: () => chosen('delete') },
          { label: 'Copy to another channel…', onSelect: () => chosen('copy') },
          { label: 'Links and clicks', onSelect: () => chosen('links') },
        ]}
      />
    </>,
  );
  return { chosen, user: userEvent.setup(), trigger: screen.getByRole('button', { name: /^More actions for post/ }) };
}

describe('the overflow menu', () => {
  it('opens from the keyboard on its first item, moves with the arrows, Home and End, and puts Delete last', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: /^More actions for post/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Copy to another channel…', 'Links and clicks', 'Delete']);
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Copy to another channel…');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Links and clicks');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Copy to another channel…');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveTextContent('Delete');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveTextContent('Copy to another channel…');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent('Delete');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user, trigger, chosen } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('runs the item chosen with Enter, closes, and focuses its button', async () => {
    const { user, trigger, chosen } = setup();
    trigger.focus();
    await user.keyboard('{Enter}{End}{Enter}');
    expect(chosen).toHaveBeenCalledExactlyOnceWith('delete');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when a click lands outside it', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

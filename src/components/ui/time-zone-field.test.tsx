import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeZoneField } from './time-zone-field';

function Form({ start = 'America/New_York' }: { start?: string }) {
  const [zone, setZone] = useState(start);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TimeZoneField value={zone} onChange={setZone} />
      <output aria-label="Chosen zone">{zone}</output>
      <button type="submit">Save</button>
    </form>
  );
}

async function setup(start?: string, loaded = /New York City, United States/) {
  render(<Form start={start} />);
  const user = userEvent.setup();
  const field = screen.getByRole('combobox', { name: 'Time zone' });
  // The zone table arrives lazily; its cities show in the description once it has.
  await screen.findByText(loaded);
  return { user, field, chosen: () => screen.getByLabelText('Chosen zone').textContent };
}

describe('the time zone field', () => {
  it('takes a city typed in full as the choice, without a pick from the list', async () => {
    const { user, field, chosen } = await setup();
    await user.clear(field);
    await user.type(field, 'Berlin');
    expect(chosen()).toBe('Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveValue('Europe/Berlin');
    expect(field).toHaveAccessibleDescription(/Europe\/Berlin: Berlin, Germany · Central European Time/);
  });

  it('lists the zones a country, a long name or an offset finds; the arrows and Enter pick one', async () => {
    const { user, field, chosen } = await setup();
    await user.clear(field);
    await user.type(field, 'Central European');
    const list = screen.getByRole('listbox', { name: 'Matching zones' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.firstChild!.textContent)).toContain('Europe/Berlin');

    await user.clear(field);
    await user.type(field, 'Japan');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('Asia/Tokyo');
    expect(list).not.toBeVisible();

    await user.clear(field);
    await user.type(field, 'GMT+1');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(5);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toBe(options[1]!.firstChild!.textContent!.replaceAll(' ', '_'));
  });

  it('picks by a click, and gives back the chosen zone when Escape or a search that finds nothing leaves it', async () => {
    const { user, field, chosen } = await setup();
    await user.clear(field);
    await user.type(field, 'germany');
    await user.click(screen.getByRole('option', { name: /^Europe\/Berlin/ }));
    expect(chosen()).toBe('Europe/Berlin');

    await user.clear(field);
    await user.type(field, 'Atlantis');
    expect(screen.getByText(/No time zone matches “Atlantis”/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Europe/Berlin');
    await user.type(field, 'Nowhere');
    await user.tab();
    expect(field).toHaveValue('Europe/Berlin');
    expect(chosen()).toBe('Europe/Berlin');
  });

  it('keeps a zone the engine knows by another name (a link such as Asia/Calcutta) and UTC', async () => {
    const { user, field, chosen } = await setup('Asia/Calcutta', /Mumbai, India/);
    expect(field).toHaveValue('Asia/Calcutta');
    expect(field).toHaveAccessibleDescription(/Asia\/Calcutta: Mumbai, India/);
    await user.clear(field);
    await user.type(field, 'UTC');
    await user.tab();
    await waitFor(() => expect(chosen()).toBe('UTC'));
  });
});

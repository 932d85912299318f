import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ButtonPopover } from './button-popover';

function Subject() {
  return (
    <ButtonPopover trigger={<button type="button">Alerts</button>} title="3 triggered alerts" width="xs">
      <a href="/alerts">Open alerts</a>
    </ButtonPopover>
  );
}

describe('ButtonPopover', { timeout: 30_000 }, () => {
  it('is a plain button until opened; then the panel opens from it, which names it, and Esc gives it focus back', async () => {
    const { user } = renderWithProviders(<Subject />);
    const trigger = screen.getByRole('button', { name: 'Alerts' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    const panel = await screen.findByRole('dialog');
    expect(panel).toHaveTextContent('3 triggered alerts');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    // Where focus goes inside needs layout, which jsdom has not: in Chromium it is the first link.

    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('a second click on the button closes the panel rather than reopening it', async () => {
    const { user } = renderWithProviders(<Subject />);
    const trigger = screen.getByRole('button', { name: 'Alerts' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens and closes from outside too (a keyboard shortcut), and tells its owner when the reader closes it', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Shortcut
          </button>
          <ButtonPopover open={open} onOpenChange={setOpen} trigger={<button type="button">Shortcuts</button>} title="Review shortcuts">
            <p>j: next</p>
          </ButtonPopover>
          <output aria-label="State">{open ? 'open' : 'closed'}</output>
        </>
      );
    }
    const { user } = renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Shortcut' }));
    const panel = await screen.findByRole('dialog', { name: 'Review shortcuts' });
    expect(panel).toHaveTextContent('j: next');
    expect(screen.getByRole('button', { name: 'Shortcuts' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('closed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

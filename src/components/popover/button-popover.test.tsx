import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HeaderPopover } from './header-popover';

function Subject() {
  return (
    <HeaderPopover trigger={<button type="button">Alerts</button>} title="3 triggered alerts" width="xs">
      <a href="/alerts">Open alerts</a>
    </HeaderPopover>
  );
}

describe('HeaderPopover', { timeout: 30_000 }, () => {
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
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AlertBulkBar } from './alert-bulk-bar';
import { makeAlert } from './test-alerts';
import { useAlertSelection } from './use-alert-selection';

const loaded = [makeAlert(1), makeAlert(2, { alert_state: 'Cleared' }), makeAlert(3)];

function Harness({
  onClear,
  onDismiss,
  clearDisabledReason,
}: {
  onClear: () => Promise<unknown>;
  onDismiss: () => Promise<unknown>;
  clearDisabledReason?: string;
}) {
  const selection = useAlertSelection('same');
  return (
    <AlertBulkBar selection={selection} loaded={loaded} onClear={onClear} onDismiss={onDismiss} clearDisabledReason={clearDisabledReason} />
  );
}

describe('AlertBulkBar', { timeout: 20_000 }, () => {
  it('clears only the Triggered alerts of the selection, with the reason, after confirming', async () => {
    const onClear = vi.fn((..._args: unknown[]) => Promise.resolve());
    const { user } = renderWithProviders(<Harness onClear={onClear} onDismiss={() => Promise.resolve()} />);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select loaded' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear 2 alerts?' });
    expect(within(dialog).getByText('Alert 1')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), ' Fixed the device ');
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(onClear).toHaveBeenCalledTimes(1));
    const [alerts, reason] = onClear.mock.calls[0] as [{ alert_reference: string }[], string];
    expect(alerts.map((alert) => alert.alert_reference)).toEqual([loaded[0]!.alert_reference, loaded[2]!.alert_reference]);
    expect(reason).toBe('Fixed the device');
    expect(await screen.findByText('0 selected')).toBeInTheDocument();
  });

  it('disables Clear with the reason when the profile does not allow it', async () => {
    const { user } = renderWithProviders(
      <Harness
        onClear={() => Promise.resolve()}
        onDismiss={() => Promise.resolve()}
        clearDisabledReason="You may not clear security alerts."
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Select loaded' }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();
    expect(clear).toHaveAttribute('title', 'You may not clear security alerts.');
  });

  it('names the single alert in the dismiss confirmation', async () => {
    const onDismiss = vi.fn(() => Promise.resolve());
    function One() {
      const selection = useAlertSelection('one');
      return (
        <>
          <button type="button" onClick={() => selection.toggle(loaded[0]!)}>
            tick
          </button>
          <AlertBulkBar selection={selection} loaded={[]} onClear={() => Promise.resolve()} onDismiss={onDismiss} />
        </>
      );
    }
    const { user } = renderWithProviders(<One />);
    await user.click(screen.getByRole('button', { name: 'tick' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dismiss alert “Alert 1”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(onDismiss).toHaveBeenCalledTimes(1));
  });
});

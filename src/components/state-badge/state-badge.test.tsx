import { AlertSeverity, AlertState, DeviceCommandState, SupportAccessApprovalState } from '@generated/admin/model';
import { MigrationState, PayloadDataStatus, PayloadState, TransferState } from '@generated/client/model';
import { DeviceInstallState } from '@generated/internal/model';
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateTestLocale, renderWithProviders } from '@/test/render';
import { StateBadge } from './state-badge';
import { stateKinds, type StateDefinition, type StateKind } from './state-definitions';

// The enums as the contract generates them: a value added to the OpenAPI document must get a label and meaning here.
const contract: Record<StateKind, readonly string[]> = {
  payload: Object.values(PayloadState),
  payloadDevice: ['pending', 'processed', 'failed', 'not_found'],
  payloadData: Object.values(PayloadDataStatus),
  command: Object.values(DeviceCommandState),
  install: Object.values(DeviceInstallState),
  alert: Object.values(AlertState),
  severity: Object.values(AlertSeverity),
  supportAccess: Object.values(SupportAccessApprovalState),
  transfer: Object.values(TransferState),
  migration: Object.values(MigrationState),
};

describe('state definitions', () => {
  it.each(Object.entries(contract))('%s covers exactly the values of the contract, each with a label and a meaning', (kind, values) => {
    activateTestLocale();
    const definitions = stateKinds[kind as StateKind] as unknown as Record<string, StateDefinition>;
    expect(Object.keys(definitions).sort()).toEqual([...values].sort());
    for (const definition of Object.values(definitions)) {
      expect(i18n._(definition.label)).not.toBe('');
      expect(i18n._(definition.meaning).length).toBeGreaterThan(10);
    }
  });

  it('explains every PayloadDataStatus in its own words', () => {
    activateTestLocale();
    const meanings = Object.values(stateKinds.payloadData).map((definition) => i18n._(definition.meaning));
    expect(new Set(meanings).size).toBe(5);
  });
});

describe('StateBadge', () => {
  it('shows the translated label with the meaning as tooltip and accessible description, coloured by meaning', () => {
    renderWithProviders(<StateBadge kind="payload" value="Deleted" />);
    const badge = screen.getByText('Deleted');
    expect(badge).toHaveAttribute('title', 'Deleted logically; it can still be restored.');
    expect(badge).toHaveAccessibleDescription('Deleted logically; it can still be restored.');
    expect(badge).toHaveAttribute('data-palette', 'orange');
    expect(badge).toHaveAttribute('data-state', 'Deleted');
  });

  it('writes the meaning beside the badge when asked', () => {
    renderWithProviders(<StateBadge kind="payloadData" value="GroupNotAuthorised" showMeaning />);
    expect(screen.getByText('Group not authorised')).toBeInTheDocument();
    expect(screen.getByText('Your roles do not allow access to payloads of this group.')).toBeInTheDocument();
  });

  it('shows an unknown value as it is, and a missing one as a dash', () => {
    const { rerender } = renderWithProviders(<StateBadge kind="transfer" value="Exploded" />);
    expect(screen.getByText('Exploded')).not.toHaveAttribute('title');
    rerender(<StateBadge kind="transfer" value={undefined} />);
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });
});

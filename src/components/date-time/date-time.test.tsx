import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { renderWithProviders } from '@/test/render';
import { DateTime, RelativeTime } from './date-time';
import { Duration } from './duration';
import { currentTimeZonePreference, saveTimeZonePreference } from './time-zone-preference';

describe('DateTime', () => {
  it('shows the recording zone with its abbreviation and a full ISO tooltip', async () => {
    const { user } = renderWithProviders(<DateTime value="2026-10-31 17:51:04" timeZone="America/New_York" />);
    const time = screen.getByText('31 Oct 2026, 13:51:04 GMT-4');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-10-31T17:51:04.000Z');
    await user.hover(time);
    expect(time).toHaveAttribute('title', '2026-10-31T17:51:04.000Z · 2026-10-31T13:51:04-04:00 America/New_York');
  });

  it('follows the active locale', () => {
    renderWithProviders(<DateTime value="2026-10-31T17:51:04Z" timeZone="America/Sao_Paulo" style="date" />, { locale: 'pt-BR' });
    expect(screen.getByText(/^31 de out\.? de 2026$/)).toBeInTheDocument();
  });

  it('shows a dash for a missing or unreadable value', () => {
    renderWithProviders(<DateTime value="garbage" />);
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });
});

describe('RelativeTime and Duration', () => {
  it('reads relative to now with the exact time as tooltip', () => {
    renderWithProviders(<RelativeTime value="2026-10-31T09:00:00Z" now={Date.parse('2026-10-31T12:00:00Z')} />);
    expect(screen.getByText('3 hours ago')).toHaveAttribute('title', expect.stringContaining('2026'));
  });

  it('shows seconds as h:mm:ss with a machine-readable duration', () => {
    renderWithProviders(<Duration seconds={3725} />);
    expect(screen.getByText('1:02:05')).toHaveAttribute('datetime', 'PT3725S');
  });
});

describe('the zone the reader chose', () => {
  afterEach(() => {
    setSession({ client: '' });
    localStorage.clear();
  });

  it('shows the same instant in UTC or in their own zone, the zone named, and keeps the choice per user', () => {
    setSession({ client: 'acme', user: 'ana@acme.test' });
    saveTimeZonePreference({ mode: 'utc' });
    const { unmount } = renderWithProviders(<DateTime value="2026-10-31T18:10:00Z" timeZone="Asia/Dubai" />);
    expect(screen.getByText('31 Oct 2026, 18:10:00 UTC')).toBeInTheDocument();
    unmount();

    saveTimeZonePreference({ mode: 'mine', zone: 'America/Sao_Paulo' });
    renderWithProviders(<DateTime value="2026-10-31T18:10:00Z" timeZone="Asia/Dubai" />);
    expect(screen.getByText('31 Oct 2026, 15:10:00 GMT-3')).toBeInTheDocument();

    setSession({ client: 'acme', user: 'bea@acme.test' });
    expect(currentTimeZonePreference()).toEqual({ mode: 'device' });
  });
});

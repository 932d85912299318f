import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OfflineBanner } from './offline-banner';

function goOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so while the connection is gone and disappears when it is back', () => {
    renderWithProviders(<OfflineBanner />);
    // The test router's location probe is an <output>, a status too.
    const region = screen.getAllByRole('status').find((element) => element.tagName === 'DIV');
    expect(region).toBeEmptyDOMElement();
    goOnline(false);
    expect(region).toHaveTextContent('You are offline. Nothing can be loaded or saved until the connection is back.');
    goOnline(true);
    expect(region).toBeEmptyDOMElement();
  });
});

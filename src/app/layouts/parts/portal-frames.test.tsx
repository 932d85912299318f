import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ClientPortalFrame } from './portal-frames';

/** A screen `width` pixels wide, as matchMedia reports it; `resize` changes it and tells the listeners. */
function screenOf(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return current >= Number(/min-width: (\d+)px/.exec(query)?.[1]);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(to: number) {
      current = to;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

const frame = () => (
  <ClientPortalFrame top={<header>top</header>} navigation={<nav aria-label="Main">links</nav>}>
    <p>page</p>
  </ClientPortalFrame>
);

describe('the client portal frame', () => {
  // The column is hidden by CSS below the breakpoint (which jsdom does not apply): what counts is whether its links exist.
  it('renders the navigation column only on a wide screen, following resizes', () => {
    const screenSize = screenOf(412);
    renderWithProviders(frame());
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('links')).not.toBeInTheDocument();
    screenSize.resize(1280);
    expect(screen.getByText('links')).toBeInTheDocument();
    screenSize.resize(800);
    expect(screen.queryByText('links')).not.toBeInTheDocument();
  });
});

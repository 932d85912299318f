import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "name")');
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a screen that failed to render in its place, with the way back to the area home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <nav aria-label="Main">menu</nav>
        <ScreenErrorBoundary>
          <Broken />
        </ScreenErrorBoundary>
      </>,
      { route: '/dashboard/access/roles' },
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined (reading "name")')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to safety' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the screen itself when nothing fails', () => {
    renderWithProviders(
      <ScreenErrorBoundary>
        <p>Roles</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Roles')).toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOrNothing } from './lazy-or-nothing';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyOrNothing', () => {
  it('renders the component once its chunk has loaded', async () => {
    const Lazy = lazyOrNothing(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback="loading">
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('renders nothing, and fails nothing, when its chunk does not load', async () => {
    const Lazy = lazyOrNothing<{ name: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = render(
      <div>
        <Suspense fallback="loading">
          <Lazy name="Ana" />
        </Suspense>
        <span>page</span>
      </div>,
    );
    await waitFor(() => expect(container.textContent).toBe('page'));
  });

  it('renders nothing when the load settles without a component (a failed chunk taken for a newer build)', async () => {
    const Lazy = lazyOrNothing<{ name: string }>(() => Promise.resolve(undefined));
    const { container } = render(
      <div>
        <Suspense fallback="loading">
          <Lazy name="Ana" />
        </Suspense>
        <span>page</span>
      </div>,
    );
    await waitFor(() => expect(container.textContent).toBe('page'));
  });
});

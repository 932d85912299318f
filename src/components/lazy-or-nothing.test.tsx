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
    await expectOnlyThePage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  });

  it('renders nothing when the load settles without a component (a failed chunk taken for a newer build)', async () => {
    await expectOnlyThePage(() => Promise.resolve(undefined));
  });
});

/** Renders the lazy part beside the page's own text and expects that text alone once the load has settled. */
async function expectOnlyThePage(load: () => Promise<typeof Greeting | undefined>) {
  const Lazy = lazyOrNothing(load);
  const { container } = render(
    <div>
      <Suspense fallback="loading">
        <Lazy name="Ana" />
      </Suspense>
      <span>page</span>
    </div>,
  );
  await waitFor(() => expect(container.textContent).toBe('page'));
}

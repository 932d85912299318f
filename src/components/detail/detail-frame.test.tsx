import { screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DetailFrame } from './detail-frame';
import { MetadataList } from './metadata-list';

const tabs = [
  { value: 'comments', label: 'Comments', content: <p>Comment list</p> },
  { value: 'audit', label: 'Audit', content: <p>Audit trail</p> },
  { value: 'secret', label: 'Secret', content: <p>Hidden</p>, hidden: true },
];

describe('DetailFrame', { timeout: 30_000 }, () => {
  it('shows the title as a heading, the badge, actions and the first tab', () => {
    renderWithProviders(
      <DetailFrame
        title="<img src=x onerror=alert(1)>"
        badge={<span>Processed</span>}
        actions={<button>Restore</button>}
        back={{ to: '/list', label: 'Calls' }}
        tabs={tabs}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calls' })).toHaveAttribute('href', '/list');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Secret' })).not.toBeInTheDocument();
    expect(screen.getByText('Comment list')).toBeInTheDocument();
  });

  it('mounts its tabs in a render of their own, after the page has committed', () => {
    const firstCommit: { heading: boolean; tabs: number }[] = [];
    function FirstCommitProbe() {
      useLayoutEffect(() => {
        firstCommit.push({ heading: screen.queryByRole('heading', { name: 'Call' }) !== null, tabs: screen.queryAllByRole('tab').length });
      }, []);
      return null;
    }
    renderWithProviders(
      <>
        <DetailFrame title="Call" tabs={tabs} />
        <FirstCommitProbe />
      </>,
    );
    expect(firstCommit).toEqual([{ heading: true, tabs: 0 }]);
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the chosen tab in the URL and opens it from the URL', async () => {
    const { user, unmount } = renderWithProviders(<DetailFrame title="Call" tabs={tabs} />, { route: '/call' });
    await user.click(screen.getByRole('tab', { name: 'Audit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/call?tab=audit'));
    expect(await screen.findByText('Audit trail')).toBeInTheDocument();
    unmount();
    renderWithProviders(<DetailFrame title="Call" tabs={tabs} />, { route: '/call?tab=audit' });
    expect(screen.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows loading, then the error with Retry', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = renderWithProviders(<DetailFrame title="Call" loading />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(<DetailFrame title="Call" error={new Error('Data not found')} onRetry={onRetry} />);
    expect(screen.getByText('Data not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('MetadataList', () => {
  it('lists terms and values, with a dash for missing ones and hidden rows left out', () => {
    renderWithProviders(
      <MetadataList
        items={[
          { label: 'Carrier', value: 'Vodafone UK' },
          { label: 'SIM slot', value: 0 },
          { label: 'Signal', value: null },
          { label: 'Numbers', value: [] },
          { label: 'Legacy reference', value: 'x', hidden: true },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Carrier', 'SIM slot', 'Signal', 'Numbers']);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['Vodafone UK', '0', '–Not set', '–Not set']);
  });
});

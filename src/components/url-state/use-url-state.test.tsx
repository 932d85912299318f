import { screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { parseQuery } from '@/api/query-string';
import { urlParam } from './url-params';
import { useUrlState } from './use-url-state';

const spec = {
  types: urlParam.enumList(['Call', 'SMS', 'Photo'] as const),
  date_filter: urlParam.enumOf(['payload_time', 'updated_at'] as const, 'payload_time'),
  from: urlParam.date(),
  late: urlParam.boolean(),
  search: urlParam.text(),
  sort: urlParam.sort(['time', 'type']),
};

function Probe() {
  const state = useUrlState(spec);
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="values">{JSON.stringify(state.values)}</output>
      <output data-testid="active">{state.activeCount}</output>
      <button onClick={() => state.set({ types: ['SMS', 'Call'], search: 'a&b=c' })}>filter</button>
      <button onClick={() => state.set({ date_filter: 'payload_time', sort: { id: 'time', desc: true } })}>sort</button>
      <button onClick={() => state.clear()}>clear</button>
      <button
        onClick={() => {
          state.clear();
          state.set({ late: true });
        }}
      >
        clear then late
      </button>
      <button onClick={() => void navigate(-1)}>back</button>
    </div>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

describe('useUrlState', { timeout: 30_000 }, () => {
  it('reads typed values from the URL and drops what is not valid', () => {
    renderWithProviders(<Probe />, {
      route: '/list?types=Call&types=Bogus&date_filter=nope&from=2026-13-01&late=true&search=x&sort=-type&other=1',
    });
    expect(values()).toEqual({ types: ['Call'], date_filter: 'payload_time', late: true, search: 'x', sort: { id: 'type', desc: true } });
    expect(screen.getByTestId('active')).toHaveTextContent('3');
  });

  it('writes filters into the URL as new history entries, and Back restores the previous view', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/list?other=keep' });
    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(values()).toMatchObject({ types: ['SMS', 'Call'], search: 'a&b=c' });
    const location = screen.getByTestId('location').textContent ?? '';
    expect(parseQuery(location.split('?')[1] ?? '')).toEqual({ other: 'keep', types: ['SMS', 'Call'], search: 'a&b=c' });
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/list\?other=keep$/);
    expect(values()).toMatchObject({ types: [] });
  });

  it('keeps defaults out of the URL and clears filters but not the sort', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/list?types=Photo&late=false' });
    await user.click(screen.getByRole('button', { name: 'sort' }));
    expect(screen.getByTestId('location').textContent).toBe('/list?types=Photo&late=false&sort=-time');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByTestId('location').textContent).toBe('/list?sort=-time');
    expect(screen.getByTestId('active')).toHaveTextContent('0');
  });

  it('builds a change on the one asked for before it, even when that navigation has not rendered yet', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/list?types=Photo&sort=type' });
    await user.click(screen.getByRole('button', { name: 'clear then late' }));
    expect(screen.getByTestId('location').textContent).toBe('/list?sort=type&late=true');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('location').textContent).toBe('/list?sort=type');
  });
});

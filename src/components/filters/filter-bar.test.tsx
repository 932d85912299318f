import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { DateRangeFilter } from './date-range-filter';
import { dateRangeParams } from './date-range';
import { EnumFilter } from './enum-filter';
import { FilterBar } from './filter-bar';
import { SearchFilter } from './search-filter';

const spec = {
  types: urlParam.enumList(['Call', 'SMS', 'Photo'] as const),
  date_filter: urlParam.enumOf(['payload_time', 'updated_at', 'processed_at'] as const, 'payload_time'),
  from: urlParam.date(),
  to: urlParam.date(),
  search: urlParam.text(),
};

function Filters() {
  const filters = useUrlState(spec);
  const v = filters.values;
  return (
    <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
      <SearchFilter label="Search" value={v.search} onChange={(search) => filters.set({ search })} />
      <DateRangeFilter
        fields={[
          { value: 'payload_time', label: 'Recorded' },
          { value: 'updated_at', label: 'Updated' },
          { value: 'processed_at', label: 'Processed' },
        ]}
        value={{ field: v.date_filter, from: v.from, to: v.to }}
        onChange={(range) => filters.set({ date_filter: range.field, from: range.from, to: range.to })}
      />
      <EnumFilter
        label="Types"
        options={[
          { value: 'Call', label: 'Call' },
          { value: 'SMS', label: 'SMS' },
          { value: 'Photo', label: 'Photo' },
        ]}
        value={v.types}
        onChange={(types) => filters.set({ types })}
      />
    </FilterBar>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('filter bar bound to the URL', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('debounces the search into the URL', () => {
    vi.useFakeTimers();
    renderWithProviders(<Filters />, { route: '/list' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'acme' } });
    fireEvent.change(search, { target: { value: 'acme 44' } });
    expect(location()).toBe('/list');
    act(() => vi.advanceTimersByTime(300));
    expect(location()).toBe('/list?search=acme+44');
    expect(screen.getByRole('button', { name: 'Clear all (1)' })).toBeInTheDocument();
  });

  it('sets the date field and range, and shows a reversed range as an error', async () => {
    const { user } = renderWithProviders(<Filters />, { route: '/list' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'updated_at');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    expect(location()).toBe('/list?date_filter=updated_at&from=2026-10-05&to=2026-10-01');
    expect(screen.getByText('The start date is after the end date.')).toBeInTheDocument();
  });

  it('selects several enum values, and Clear all empties every filter', async () => {
    const { user } = renderWithProviders(<Filters />, { route: '/list?search=x' });
    await user.click(screen.getByRole('combobox', { name: 'Types' }));
    await user.click(await screen.findByRole('option', { name: 'SMS' }));
    await waitFor(() => expect(location()).toBe('/list?search=x&types=SMS'));
    await user.click(screen.getByRole('option', { name: 'Photo' }));
    await waitFor(() => expect(location()).toBe('/list?search=x&types=SMS&types=Photo'));
    expect(screen.getByRole('combobox', { name: 'Types' })).toHaveTextContent('SMS, Photo');
    await user.click(screen.getByRole('button', { name: 'Clear all (2)' }));
    await waitFor(() => expect(location()).toBe('/list'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});

describe('dateRangeParams', () => {
  it('includes the whole end day, in UTC as the API reads days', () => {
    expect(dateRangeParams({ from: '2026-10-01', to: '2026-10-31' }, 'UTC')).toEqual({ from: '2026-10-01', to: '2026-10-31-235959' });
    expect(dateRangeParams({}, 'UTC')).toEqual({});
  });

  it("starts and ends days at the reader's midnight, across a clock change", () => {
    // London is on BST (UTC+1) on 1 October and on GMT again on 31 October.
    expect(dateRangeParams({ from: '2026-10-01', to: '2026-10-31' }, 'Europe/London')).toEqual({
      from: '2026-09-30-230000',
      to: '2026-10-31-235959',
    });
    expect(dateRangeParams({ from: '2026-10-01', to: '2026-10-01' }, 'Asia/Dubai')).toEqual({
      from: '2026-09-30-200000',
      to: '2026-10-01-195959',
    });
    expect(dateRangeParams({ from: '2026-10-01' }, 'America/Sao_Paulo')).toEqual({ from: '2026-10-01-030000' });
  });
});

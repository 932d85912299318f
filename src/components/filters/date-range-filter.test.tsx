import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DateRangeFilter } from './date-range-filter';

describe('DateRangeFilter', () => {
  it('keeps the first end when the second is typed before the page has re-rendered with it', () => {
    const onChange = vi.fn();
    // The value stays as it was: the page has not re-rendered with the first change yet.
    renderWithProviders(
      <DateRangeFilter
        fields={[{ value: 'payload_time', label: 'Recorded' }]}
        value={{ field: 'payload_time', from: undefined, to: undefined }}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-23' } });
    expect(onChange).toHaveBeenLastCalledWith({ field: 'payload_time', from: '2026-10-20', to: '2026-10-23' });
  });

  it('keeps the first end when the page re-renders with the old value before the second is typed', () => {
    const onChange = vi.fn();
    const fields = [{ value: 'payload_time', label: 'Recorded' }] as const;
    // The page re-renders for another reason (its list loading) while the URL change is still on its way.
    const stale = () => (
      <DateRangeFilter fields={fields} value={{ field: 'payload_time', from: undefined, to: undefined }} onChange={onChange} />
    );
    const { rerender } = renderWithProviders(stale());
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-20' } });
    rerender(stale());
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-23' } });
    expect(onChange).toHaveBeenLastCalledWith({ field: 'payload_time', from: '2026-10-20', to: '2026-10-23' });
  });
});

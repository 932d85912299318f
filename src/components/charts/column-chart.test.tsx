import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ColumnChart } from './column-chart';

const series = [
  { key: 'Call', label: 'Calls' },
  { key: 'SMS', label: 'SMS' },
];
const rows = [
  { key: '2026-10-30', label: '30 Oct', values: { Call: 39, SMS: 51 } },
  { key: '2026-10-31', label: '31 Oct', values: { Call: 5, SMS: 5 } },
];

describe('ColumnChart', { timeout: 30_000 }, () => {
  it('draws one column segment per non-zero value and summarises the picture for screen readers', () => {
    const { container } = renderWithProviders(<ColumnChart title="Payloads per day" rows={rows} series={series} rowHeader="Day" />);
    const image = screen.getByRole('img', { name: /Payloads per day: 2 columns, 2 series\. Highest total 90 \(30 Oct\)\./ });
    expect(image).toBeInTheDocument();
    expect(container.querySelectorAll('rect[data-series]')).toHaveLength(4);
    expect(container.querySelector('[data-row="2026-10-30"] rect[data-series="SMS"] title')?.textContent).toBe('SMS, 30 Oct: 51');
  });

  it('stacks the segments of a row on top of each other', () => {
    const { container } = renderWithProviders(<ColumnChart title="Stack" rows={rows} series={series} rowHeader="Day" />);
    const call = container.querySelector('[data-row="2026-10-30"] rect[data-series="Call"]');
    const sms = container.querySelector('[data-row="2026-10-30"] rect[data-series="SMS"]');
    const smsBottom = Number(sms?.getAttribute('y')) + Number(sms?.getAttribute('height'));
    expect(smsBottom).toBeCloseTo(Number(call?.getAttribute('y')), 5);
    expect(call?.getAttribute('x')).toBe(sms?.getAttribute('x'));
  });

  it('puts grouped series side by side', () => {
    const { container } = renderWithProviders(<ColumnChart title="Grouped" rows={rows} series={series} rowHeader="Day" mode="grouped" />);
    const call = container.querySelector('[data-row="2026-10-30"] rect[data-series="Call"]');
    const sms = container.querySelector('[data-row="2026-10-30"] rect[data-series="SMS"]');
    expect(Number(sms?.getAttribute('x'))).toBeGreaterThan(Number(call?.getAttribute('x')));
  });

  it('has a data table with every value and the totals, shown on request', async () => {
    const { user } = renderWithProviders(<ColumnChart title="Payloads per day" rows={rows} series={series} rowHeader="Day" />);
    const table = screen.getByRole('table', { name: 'Payloads per day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Calls', 'SMS', 'Total']);
    const first = within(table).getByRole('rowheader', { name: '30 Oct' }).closest('tr');
    expect(first).toHaveTextContent('30 Oct395190');
    const toggle = screen.getByRole('button', { name: 'Show data' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the series in a legend and says when there is nothing to draw', () => {
    const { unmount } = renderWithProviders(<ColumnChart title="Legend" rows={rows} series={series} rowHeader="Day" />);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Calls', 'SMS']);
    unmount();
    renderWithProviders(<ColumnChart title="Empty" rows={[]} series={series} rowHeader="Day" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No data for this period.')).toBeInTheDocument();
  });
});

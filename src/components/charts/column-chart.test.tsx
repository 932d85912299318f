import { screen, waitFor, within } from '@testing-library/react';
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

/** The drawn column segments of one series (recharts' rectangles, named by the series key). */
// eslint-disable-next-line testing-library/no-node-access -- the SVG geometry is what these tests check
const segments = (container: HTMLElement, key: string) => [...container.querySelectorAll(`.recharts-bar-rectangle path[name="${key}"]`)];
/** The drawn axis titles, in document order. */
// eslint-disable-next-line testing-library/no-node-access -- SVG text without a role; its labels repeat the data table's headers
const axisTitles = (container: HTMLElement) => [...container.querySelectorAll('.recharts-label')].map((label) => label.textContent);
/** recharts' tooltip box (no role; its text repeats the axis ticks and the data table). */
// eslint-disable-next-line testing-library/no-node-access -- the tooltip has no role or label to query by
const tooltip = (container: HTMLElement) => container.querySelector('.recharts-tooltip-wrapper');
// The drawing is a lazily loaded chunk: its first render in jsdom can take a few seconds.
const SLOW = { timeout: 10_000 };

describe('ColumnChart', { timeout: 30_000 }, () => {
  it('draws one column segment per non-zero value, once the drawing has loaded, under a summary for screen readers', async () => {
    const { container } = renderWithProviders(<ColumnChart title="Payloads per day" rows={rows} series={series} rowHeader="Day" />);
    expect(screen.getByRole('img', { name: /Payloads per day: 2 columns, 2 series\. Highest total 90 \(30 Oct\)\./ })).toBeInTheDocument();
    await waitFor(() => expect(segments(container, 'SMS')).toHaveLength(2), SLOW);
    expect(segments(container, 'Call')).toHaveLength(2);
    expect(screen.getByRole('img', { name: /^Payloads per day: 2 columns/ })).toHaveClass('recharts-surface');
  });

  it('labels the category and value axes', async () => {
    const { container } = renderWithProviders(
      <ColumnChart title="Axes" rows={rows} series={series} rowHeader="Day" valueLabel="Payloads" />,
    );
    await waitFor(() => expect(axisTitles(container)).toHaveLength(2), SLOW);
    expect(axisTitles(container)).toEqual(['Day', 'Payloads']);
  });

  it('stacks the segments of a row on top of each other', async () => {
    const { container } = renderWithProviders(<ColumnChart title="Stack" rows={rows} series={series} rowHeader="Day" />);
    await waitFor(() => expect(segments(container, 'SMS')).toHaveLength(2), SLOW);
    const [call] = segments(container, 'Call');
    const [sms] = segments(container, 'SMS');
    expect(Number(sms?.getAttribute('y')) + Number(sms?.getAttribute('height'))).toBeCloseTo(Number(call?.getAttribute('y')), 5);
    expect(call?.getAttribute('x')).toBe(sms?.getAttribute('x'));
  });

  it('puts grouped series side by side', async () => {
    const { container } = renderWithProviders(<ColumnChart title="Grouped" rows={rows} series={series} rowHeader="Day" mode="grouped" />);
    await waitFor(() => expect(segments(container, 'SMS')).toHaveLength(2), SLOW);
    expect(Number(segments(container, 'SMS')[0]?.getAttribute('x'))).toBeGreaterThan(
      Number(segments(container, 'Call')[0]?.getAttribute('x')),
    );
  });

  it("shows a column's values in a tooltip when the keyboard moves along the chart", async () => {
    const { container, user } = renderWithProviders(<ColumnChart title="Keys" rows={rows} series={series} rowHeader="Day" />);
    await waitFor(() => expect(segments(container, 'SMS')).toHaveLength(2), SLOW);
    const chart = screen.getByRole('img', { name: /^Keys: 2 columns/ });
    expect(chart).toHaveAttribute('tabindex', '0');
    chart.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tooltip(container)).toHaveTextContent('31 OctCalls5SMS5'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tooltip(container)).toHaveTextContent('30 OctCalls39SMS51'));
  });

  it('has a data table with every value and the totals, shown on request', async () => {
    const { user } = renderWithProviders(<ColumnChart title="Payloads per day" rows={rows} series={series} rowHeader="Day" />);
    const table = screen.getByRole('table', { name: 'Payloads per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Calls', 'SMS', 'Total']);
    const first = within(table).getByRole('row', { name: /^30 Oct / });
    expect(first).toHaveTextContent('30 Oct395190');
    const toggle = screen.getByRole('button', { name: 'Show data' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the series in a legend and says when there is nothing to draw', () => {
    const { unmount } = renderWithProviders(<ColumnChart title="Legend" rows={rows} series={series} rowHeader="Day" />);
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Calls', 'SMS']);
    unmount();
    renderWithProviders(<ColumnChart title="Empty" rows={[]} series={series} rowHeader="Day" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No data for this period.')).toBeInTheDocument();
  });
});

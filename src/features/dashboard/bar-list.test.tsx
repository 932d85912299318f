import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from './bar-list';

describe('BarList', () => {
  it('fills a bar against its own limit, or else against the largest limit or value, and marks a bar past its limit', () => {
    render(
      <BarList
        label="Licences used per service"
        bars={[
          { label: 'Calls', value: 13, max: 40 },
          { label: 'SMS', value: 60, max: 50 },
          { label: 'Versions', value: 5 },
        ]}
        format={(bar) => (bar.max === undefined ? String(bar.value) : `${bar.value} of ${bar.max}`)}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Licences used per service' })).getAllByRole('listitem');
    // eslint-disable-next-line testing-library/no-node-access -- the bar's length is its geometry, hidden from assistive technology
    const fill = (item: HTMLElement) => (item.querySelector('[data-part=fill]') as HTMLElement).style.width;
    expect(items.map((item) => item.textContent)).toEqual(['Calls13 of 40', 'SMS60 of 50', 'Versions5']);
    expect(items.map(fill)).toEqual(['32.5%', '100%', '10%']);
    expect(items.map((item) => item.hasAttribute('data-over'))).toEqual([false, true, false]);
  });
});

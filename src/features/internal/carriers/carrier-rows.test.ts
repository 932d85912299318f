import type { Country } from '@generated/internal/model';
import { describe, expect, it } from 'vitest';
import { carrierRows, searchCarriers } from './carrier-rows';

const countries: Country[] = [
  {
    country_code: 44,
    iso_code: 'GB',
    name: 'United Kingdom',
    carriers: [
      { name: 'EE', mcc: '234', mnc: '30', brand: 'EE', is_active: true },
      { name: 'giffgaff', mcc: '234', mnc: '10', brand: null },
    ],
  },
  { country_code: 55, iso_code: 'BR', name: 'Brazil', carriers: [{ name: 'Oi', mcc: '724', mnc: '31', brand: 'Oi', is_active: false }] },
  { country_code: 81, iso_code: 'JP', name: 'Japão', carriers: [] },
];

describe('carrier rows', () => {
  it('flattens to one row per carrier and keeps countries without carriers', () => {
    const rows = carrierRows(countries);
    expect(rows.map((row) => row.carrier ?? `(${row.country})`)).toEqual(['EE', 'giffgaff', 'Oi', '(Japão)']);
    expect(rows[1]?.active).toBe(true);
    expect(rows[2]?.active).toBe(false);
  });

  it('searches country, carrier, codes and MCC-MNC, ignoring case and accents', () => {
    const rows = carrierRows(countries);
    expect(searchCarriers(rows, 'GIFF').map((row) => row.carrier)).toEqual(['giffgaff']);
    expect(searchCarriers(rows, 'brazil').map((row) => row.carrier)).toEqual(['Oi']);
    expect(searchCarriers(rows, '724-31').map((row) => row.carrier)).toEqual(['Oi']);
    expect(searchCarriers(rows, '+44')).toHaveLength(2);
    expect(searchCarriers(rows, 'japao')).toHaveLength(1);
    expect(searchCarriers(rows, '  ')).toHaveLength(4);
  });
});

import type { Carrier, Country } from '@generated/internal/model';

/** One carrier of a country, or a country without carriers (the carrier's fields undefined); the contract's types. */
export interface CarrierRow {
  key: string;
  country: Country['name'];
  isoCode: Country['iso_code'];
  countryCode: Country['country_code'];
  carrier: Carrier['name'] | undefined;
  brand: Carrier['brand'];
  mcc: Carrier['mcc'] | undefined;
  mnc: Carrier['mnc'] | undefined;
  active: Carrier['is_active'];
}

/** Countries flattened to one row per carrier, so the whole set can be searched and sorted. */
export function carrierRows(countries: readonly Country[]): CarrierRow[] {
  return countries.flatMap((country): CarrierRow[] => {
    const base = { country: country.name, isoCode: country.iso_code, countryCode: country.country_code };
    if (!country.carriers.length)
      return [{ ...base, key: country.iso_code, carrier: undefined, brand: undefined, mcc: undefined, mnc: undefined, active: undefined }];
    return country.carriers.map((carrier, index) => ({
      ...base,
      key: `${country.iso_code}:${carrier.mcc}-${carrier.mnc}:${index}`,
      carrier: carrier.name,
      brand: carrier.brand,
      mcc: carrier.mcc,
      mnc: carrier.mnc,
      active: carrier.is_active ?? true,
    }));
  });
}

/** Rows whose country, ISO code, dialling code, carrier, brand or MCC-MNC contain the search (case and accents ignored). */
export function searchCarriers(rows: readonly CarrierRow[], search: string | undefined): readonly CarrierRow[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = search ? fold(search.trim()) : '';
  if (!needle) return rows;
  return rows.filter((row) =>
    [
      row.country,
      row.isoCode,
      `+${row.countryCode}`,
      row.carrier ?? '',
      row.brand ?? '',
      row.mcc && row.mnc ? `${row.mcc}-${row.mnc} ${row.mcc}${row.mnc}` : '',
    ].some((text) => fold(text).includes(needle)),
  );
}

// The provider's internal area (internal document): clients, countries and carriers, staff and
// statistics from the world's provider data; licences and telemetry in their own modules.
import type { components } from '../../../generated/internal/schema';
import { DAY, iso } from '../../data/time.mjs';
import type { HandlerTable } from '../handler';
import { dateRange, inRange, matchesSearch } from '../http/filters';
import { paginate } from '../http/paging';
import { providerLicensesInternal } from './provider-licenses';
import { providerTelemetryInternal } from './provider-telemetry';

type Country = components['schemas']['Country'];

/** The period of the statistics: `from` and `to`, else the 30 days up to `to` (or now). */
function statisticsPeriod(query: { from?: string | undefined; to?: string | undefined }, nowMs: number): { from: number; to: number } {
  const range = dateRange(query);
  const to = range.to ?? nowMs;
  return { from: range.from ?? to - (to % DAY) - 30 * DAY, to };
}

function countryMatches(country: Country, search: string | undefined): boolean {
  return (
    matchesSearch(search, country.name, country.iso_code, String(country.country_code), `+${country.country_code}`) ||
    country.carriers.some((carrier) =>
      matchesSearch(
        search,
        carrier.name,
        carrier.brand,
        carrier.mcc,
        carrier.mnc,
        `${carrier.mcc}-${carrier.mnc}`,
        `${carrier.mcc}${carrier.mnc}`,
      ),
    )
  );
}

export const providerInternal = {
  listClients: ({ world, query }) => {
    const matching = world.provider.clients.filter((client) =>
      matchesSearch(query.search, client.client, client.display_name, client.host, client.region),
    );
    return paginate(matching, query, (client) => client.client);
  },
  listCountries: ({ world, query }) =>
    paginate(
      world.provider.countries.filter((country) => countryMatches(country, query.search)),
      query,
      (country) => country.iso_code,
    ),
  listStaff: ({ world, query }) =>
    paginate(
      world.provider.staff.filter((member) => matchesSearch(query.search, member.name, member.email, member.user_reference)),
      query,
      (member) => member.user_reference,
    ),
  getStatistics: ({ world, query }) => {
    const { from, to } = statisticsPeriod(query, world.nowMs());
    const ofClient = (entry: { client: string }) => !query.client || entry.client === query.client;
    const { statistics } = world.provider;
    return {
      from: iso(from),
      to: iso(to),
      integrity_checks: statistics.integrity_checks.filter((check) => {
        const dayStart = Date.parse(`${check.date}T00:00:00Z`);
        return ofClient(check) && dayStart <= to && dayStart + DAY > from;
      }),
      migration_runs: statistics.migration_runs.filter((run) => ofClient(run) && inRange(run.started_at, { from, to })),
    };
  },
  ...providerLicensesInternal,
  ...providerTelemetryInternal,
} satisfies HandlerTable<'internal'>;

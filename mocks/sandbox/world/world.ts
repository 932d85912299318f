// One world: the organisations of every client plus the provider's own data, and a clock.
import { CLIENT } from '../../data/org.mjs';
import { BASE, DAY } from '../../data/time.mjs';
import type { components as InternalComponents } from '../../../generated/internal/schema';
import { grow, LARGE } from './large';
import type { Org } from './org';
import { exampleWorld, seedOrg, shiftDates, type SeedOptions } from './seed';

type Internal<K extends keyof InternalComponents['schemas']> = InternalComponents['schemas'][K];

export interface WorldOptions {
  size: SeedOptions['size'];
  /**
   * `fixed`: the seeded dates stay as generated and the clock starts at 2026-11-01T09:00Z (tests).
   * `now`: the seeded dates move forward by whole days so the newest data is from today, and the
   * clock is the real one (a person trying the portal).
   */
  clock: 'fixed' | 'now';
}

/** The provider's own data (the internal area), shared by every organisation of the world. */
export interface ProviderState {
  clients: Internal<'Client'>[];
  countries: Internal<'Country'>[];
  statistics: Internal<'Statistics'>;
  staff: ReturnType<typeof exampleWorld>['staff'];
}

export class World {
  readonly createdAt = Date.now();
  readonly provider: ProviderState;
  private readonly orgs = new Map<string, Org>();
  private readonly anchor: number;
  private readonly seed: SeedOptions;

  constructor(
    readonly id: string,
    readonly options: WorldOptions,
  ) {
    const shiftDays = options.clock === 'now' ? Math.max(0, Math.floor((this.createdAt - BASE) / DAY)) : 0;
    // The shifted seed's "now" is at most a day behind the real clock, which the world then keeps.
    this.anchor = options.clock === 'now' ? this.createdAt : BASE;
    this.seed = { size: options.size, shiftDays };
    const example = exampleWorld();
    this.provider = structuredClone({
      clients: example.clients,
      countries: example.countries,
      statistics: example.statistics,
      staff: example.staff,
    });
    if (shiftDays) shiftDates(this.provider, shiftDays * DAY);
  }

  /** Milliseconds on the world's clock: the real one, or from the seed's "now" at real speed (`fixed`). */
  nowMs(): number {
    return this.anchor + (Date.now() - this.createdAt);
  }

  /** ISO date-time on the world's clock, like the seeded data (`2026-11-01T09:00:00Z`). */
  now(): string {
    return `${new Date(this.nowMs()).toISOString().slice(0, 19)}Z`;
  }

  /** The organisation of `client`, seeded on first use. */
  org(client: string): Org {
    let org = this.orgs.get(client);
    if (!org) {
      org = seedOrg(client, this.seed);
      if (this.seed.size !== 'standard' && client === CLIENT) grow(org, this.seed, this.seed.size === 'large' ? LARGE : this.seed.size);
      this.orgs.set(client, org);
    }
    return org;
  }

  /** The organisations seeded so far. */
  seededOrgs(): Org[] {
    return [...this.orgs.values()];
  }
}

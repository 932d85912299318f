// The seed every world starts from: the example world of mocks/data (fixed clock, seeded PRNG,
// the same hostile strings and media as the contract's examples), built once per process and
// copied for each organisation of each world.
import { buildWorld, type ExampleWorld } from '../../data/world.mjs';
import { CLIENT, PORTAL_USERS } from '../../data/org.mjs';
import { DAY } from '../../data/time.mjs';
import type { Org } from './org';

/** How many devices and payloads a grown organisation has (large.ts grows it). */
export interface Growth {
  devices: number;
  payloads: number;
}

export interface SeedOptions {
  /** `large`: the seeded organisation grows to 100,000 payloads and 5,000 devices; or to the given sizes (large.ts). */
  size: 'standard' | 'large' | Growth;
  /** Whole days added to every seeded date, so a world started today looks recent (0: the fixed clock). */
  shiftDays: number;
}

let example: ExampleWorld | undefined;

/** The example world, built on first use: most processes that load the sandbox never need it. */
export function exampleWorld(): ExampleWorld {
  example ??= buildWorld();
  return example;
}

const ROLES_OF: Partial<Record<keyof typeof PORTAL_USERS, string[]>> = {
  admin: ['Administrator', 'Compliance Reviewer'],
  reviewer: ['Compliance Reviewer'],
  supervisor: ['Sao Paulo Supervisor'],
  auditor: ['External Auditor (2026)'],
  security: ['Security Analyst'],
  hostile: ['Read Only'],
};

function portalUsersOf(client: string): { admin: string; portalUsers: Record<string, string[]> } {
  const rename = (email: string) => (client === CLIENT ? email : email.replace(`@${CLIENT}.example`, `@${client}.example`));
  const portalUsers: Record<string, string[]> = {};
  for (const [who, roles] of Object.entries(ROLES_OF)) portalUsers[rename(PORTAL_USERS[who as keyof typeof PORTAL_USERS])] = roles;
  return { admin: rename(PORTAL_USERS.admin), portalUsers };
}

function licenseLimitsOf(world: ExampleWorld, client: string): Org['licenseLimits'] {
  const seeded = world.licenseOverview.find((entry) => entry.client === client);
  const limits = Object.fromEntries(
    world.licenses.services.map((service) => [service.service, service.limit ?? 0]),
  ) as Org['licenseLimits'];
  if (!seeded || client === CLIENT) return limits;
  for (const service of Object.keys(limits) as (keyof Org['licenseLimits'])[]) limits[service] = seeded.limits[service] ?? 0;
  return limits;
}

/**
 * A fresh organisation. Every organisation starts as a copy of the seeded `acme`; the other clients
 * the provider knows keep their own support requests, alerts and licence limits.
 */
export function seedOrg(client: string, options: SeedOptions): Org {
  const world = exampleWorld();
  const copy = structuredClone({
    tags: world.tags,
    users: world.users,
    devices: world.devices,
    groups: world.groups,
    roles: world.roles,
    payloads: world.payloads,
    comments: world.comments,
    audits: world.audits,
    gps: world.gps,
    logs: world.logs,
    commands: world.commands,
    transferConfigs: world.transferConfigs,
    transfers: world.transfers,
    migrations: world.migrations,
    migrationConfig: world.migrationConfig,
    retention: world.retention,
    legalHolds: world.legalHolds,
    supportRequests:
      client === CLIENT ? world.supportRequests : (world.otherSupportRequests.find((list) => list[0]?.client === client) ?? []),
    clientApps: world.clientApps,
    accountDefaults: world.accountDefaults,
    alerts: client === CLIENT ? world.alerts : world.otherAlerts.filter((alert) => alert.client === client),
    telemetry: world.telemetry,
    history: world.history,
    userActivities: world.userActivities,
    deviceActivities: world.deviceActivities,
  });
  const org: Org = { ...copy, client, licenseLimits: licenseLimitsOf(world, client), ...portalUsersOf(client), version: 0 };
  if (options.shiftDays) shiftDates(org, options.shiftDays * DAY);
  return org;
}

const ZULU = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;
const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function shifted(text: string, ms: number): string {
  if (ZULU.test(text)) {
    const out = new Date(Date.parse(text) + ms).toISOString();
    return text.length === 20 ? `${out.slice(0, 19)}Z` : out;
  }
  const local = LOCAL.exec(text);
  if (local?.[1]) return `${new Date(Date.parse(`${local[1]}Z`) + ms).toISOString().slice(0, 19)}${local[2] ?? ''}`;
  if (DATE.test(text)) return new Date(Date.parse(`${text}T00:00:00Z`) + ms).toISOString().slice(0, 10);
  return text;
}

/** Moves every date of the organisation by `ms` (whole days, so dates and times of day stay true). */
export function shiftDates(value: unknown, ms: number): void {
  if (value instanceof Map) {
    for (const [key, child] of value) {
      if (typeof child === 'string') value.set(key, shifted(child, ms));
      else shiftDates(child, ms);
    }
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    if (typeof child === 'string') record[key] = shifted(child, ms);
    else if (key === '_time' && typeof child === 'number') record[key] = child + ms;
    else shiftDates(child, ms);
  }
}

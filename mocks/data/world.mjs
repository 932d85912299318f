// Builds the whole example world once, in dependency order.
import {
  ACCOUNT_DEFAULTS,
  MIGRATION_CONFIG,
  STAFF,
  buildClientApps,
  buildDashboard,
  buildDeviceActivities,
  buildHistory,
  buildLegalHolds,
  buildLicenses,
  buildMetrics,
  buildMigrations,
  buildRetention,
  buildSupportRequests,
  buildTelemetry,
  buildTransferConfigs,
  buildTransfers,
  buildUserActivities,
} from './account.mjs';
import { alertSummary, buildAlerts } from './alerts.mjs';
import {
  buildClients,
  buildCountries,
  buildLicenseOverview,
  buildStatistics,
  clientTelemetry,
  otherClientAlerts,
  CLIENTS,
} from './internal.mjs';
import { buildDeviceUsers, buildDevices, buildGroups, buildRoles, buildTagDefinitions } from './org.mjs';
import { buildAudits, buildComments, buildPayloads, buildThreads } from './payloads.mjs';
import { buildCommands, buildDeviceLogs, buildGps } from './tracks.mjs';

export function buildWorld() {
  const tags = buildTagDefinitions();
  const users = buildDeviceUsers();
  const devices = buildDevices(users);
  const groups = buildGroups(users, devices);
  const roles = buildRoles();
  const payloads = buildPayloads({ devices, users });
  const comments = buildComments(payloads);
  const audits = buildAudits(payloads, comments);
  const threads = buildThreads(payloads);
  const gps = buildGps(devices);
  const logs = buildDeviceLogs(devices, payloads);
  const commands = buildCommands(devices, payloads);
  const transferConfigs = buildTransferConfigs();
  const transfers = buildTransfers(transferConfigs, payloads);
  const migrations = buildMigrations();
  const supportRequests = buildSupportRequests();
  const world = {
    tags,
    users,
    devices,
    groups,
    roles,
    payloads,
    comments,
    audits,
    threads,
    gps,
    logs,
    commands,
    transferConfigs,
    transfers,
    migrations,
    migrationConfig: MIGRATION_CONFIG,
    retention: buildRetention(),
    legalHolds: buildLegalHolds(),
    supportRequests,
    clientApps: buildClientApps(),
    accountDefaults: ACCOUNT_DEFAULTS,
    staff: STAFF,
  };
  world.alerts = buildAlerts(world);
  world.alertSummary = alertSummary(world.alerts);
  world.licenses = buildLicenses(users, devices, groups);
  world.telemetry = buildTelemetry(devices, payloads);
  world.history = new Map(devices.map((device) => [device.device_reference, buildHistory(device, users)]));
  world.userActivities = buildUserActivities(world);
  world.deviceActivities = buildDeviceActivities(world);
  world.metrics = buildMetrics(payloads);
  world.dashboard = buildDashboard(users, devices);
  // Internal (provider staff) views.
  world.clients = buildClients();
  world.licenseOverview = buildLicenseOverview(world.licenses);
  world.countries = buildCountries();
  world.statistics = buildStatistics(migrations);
  world.clientTelemetry = new Map(CLIENTS.map((entry) => [entry.client, clientTelemetry(entry.client, world)]));
  world.otherAlerts = otherClientAlerts();
  world.otherSupportRequests = CLIENTS.filter((entry) => entry.client !== 'acme' && entry.is_active).map((entry) =>
    buildSupportRequests(entry.client).slice(0, 3),
  );
  return world;
}

import type { Mutation, QueryClient, QueryKey } from '@tanstack/react-query';
import type { operationSchemas as adminOperations } from '@generated/admin/operation-schemas';
import type { operationSchemas as clientOperations } from '@generated/client/operation-schemas';
import type { operationSchemas as internalOperations } from '@generated/internal/operation-schemas';
import { endpointTables, fewestParameters } from './endpoint-lookup';

export type OperationId = keyof typeof adminOperations | keyof typeof clientOperations | keyof typeof internalOperations;

/** What a successful mutation changes in the cache. Queries are named by their operationId. */
export interface CacheEffect {
  /** Queries fetched again (every cached query of these operations, whatever its parameters). */
  invalidates: readonly OperationId[];
  /** The record at the mutation's own path is gone: its cached GET is dropped rather than fetched (and refused with a 404). */
  dropsOwnRecord?: true;
  /** The answer is the new body of this query: written into the cache, so the form shows it at once. */
  writes?: OperationId;
}

const payloadChange: CacheEffect = { invalidates: ['getPayload', 'getPayloadAudit', 'listPayloads', 'getSmsThread'] };
const commentChange: CacheEffect = { invalidates: ['listPayloadComments', 'listComments', 'getPayloadAudit'] };
const appChange: CacheEffect = { invalidates: ['listClientApps', 'getClientApp'] };
const alertChange: CacheEffect = { invalidates: ['listAlerts', 'getAlertSummary', 'getAlert'] };
const clientAlertChange: CacheEffect = { invalidates: ['listAllAlerts', 'getClientAlert'] };
const deviceUserChange: CacheEffect = { invalidates: ['listDeviceUsers', 'getDeviceUser'] };
const transferConfigChange: CacheEffect = { invalidates: ['listTransferConfigs', 'getTransferConfig'] };
const legalHoldChange: CacheEffect = { invalidates: ['listLegalHolds'] };
const staffSupportChange: CacheEffect = { invalidates: ['listClientSupportAccess', 'listSupportAccessByStatus'] };

/**
 * The one table of what each mutating operation of the three contracts changes in the cache,
 * applied after every successful mutation by the query client (src/api/query-client.ts). A test
 * fails when an operation of the contracts has no entry here.
 */
export const cachePolicy: Partial<Record<OperationId, CacheEffect>> = {
  // admin
  createClientApp: appChange,
  updateClientApp: appChange,
  deleteClientApp: { invalidates: ['listClientApps'], dropsOwnRecord: true },
  putAccountDefaults: { invalidates: ['getAccountDefaults'] },
  clearAlerts: alertChange,
  dismissAlerts: alertChange,
  deactivateDevice: { invalidates: ['getDevice', 'listDevices', 'listDeviceUserDevices'] },
  sendDeviceCommand: { invalidates: ['listDeviceCommands', 'listCommands'] },
  putGroup: { invalidates: ['listGroups', 'getGroup'] },
  deleteGroup: { invalidates: ['listGroups'], dropsOwnRecord: true },
  putRole: { invalidates: ['listRoles', 'getRole'] },
  deleteRole: { invalidates: ['listRoles'], dropsOwnRecord: true },
  // A forced tag update fills or replaces group values, and a delete removes the tag from every group.
  putTag: { invalidates: ['listTags', 'getTag', 'listGroups', 'getGroup'] },
  deleteTag: { invalidates: ['listTags', 'listGroups', 'getGroup'], dropsOwnRecord: true },
  updateSupportAccess: { invalidates: ['listSupportAccess', 'getSupportAccess'] },
  createDeviceUser: deviceUserChange,
  updateDeviceUser: deviceUserChange,
  // Offboarding deactivates the user's devices.
  offboardDeviceUser: { invalidates: [...deviceUserChange.invalidates, 'listDeviceUserDevices', 'listDevices', 'getDevice'] },
  // client
  putLegalHold: legalHoldChange,
  releaseLegalHold: legalHoldChange,
  putMigrationConfig: { invalidates: [], writes: 'getMigrationConfig' },
  putRetentionPolicy: { invalidates: [], writes: 'getRetentionPolicy' },
  createPayloadComment: commentChange,
  updatePayloadComment: commentChange,
  closePayloadComment: commentChange,
  restorePayload: payloadChange,
  confirmReceipts: payloadChange,
  createTransferConfig: transferConfigChange,
  updateTransferConfig: transferConfigChange,
  deleteTransferConfig: { invalidates: ['listTransferConfigs'], dropsOwnRecord: true },
  runTransferConfig: { invalidates: ['listTransfers'] },
  rerunTransfer: { invalidates: ['listTransfers', 'getTransfer'] },
  // internal
  raiseNotificationAlert: { invalidates: ['listAllAlerts'] },
  clearClientAlerts: clientAlertChange,
  dismissClientAlerts: clientAlertChange,
  putClientLicenses: { invalidates: ['listAllLicenses', 'getLicenses'] },
  requestSupportAccess: staffSupportChange,
  cancelSupportAccess: staffSupportChange,
  // A device's own call; nothing the portal shows depends on it.
  verifyDevice: { invalidates: [] },
};

const readOperations = Object.values(endpointTables)
  .flat()
  .filter((endpoint) => endpoint.method === 'GET');
const operationByUrl = new Map<string, string | undefined>();

/** The GET operation a generated query key belongs to (its first element is the request path). */
export function queryOperation(queryKey: QueryKey): string | undefined {
  const url = queryKey[0];
  if (typeof url !== 'string' || !url.startsWith('/')) return undefined;
  if (!operationByUrl.has(url)) {
    const matches = readOperations.filter((endpoint) => endpoint.pattern.test(url));
    operationByUrl.set(url, matches.length ? fewestParameters(matches).operationId : undefined);
  }
  return operationByUrl.get(url);
}

const camelCase = (name: string): string => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The path a mutation was sent to, as the generated query keys write it (parameters not encoded). */
function mutationPath(operationId: string, variables: unknown): string | undefined {
  const endpoint = Object.values(endpointTables)
    .flat()
    .find((candidate) => candidate.operationId === operationId);
  if (!endpoint || !variables || typeof variables !== 'object') return undefined;
  const values = variables as Record<string, unknown>;
  return endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[camelCase(name)]));
}

/** Applies the table's entry for a mutation that succeeded; the returned promise settles once what is on screen is fetched again. */
export function applyCachePolicy(
  queryClient: QueryClient,
  mutation: Mutation<unknown, unknown, unknown, unknown>,
  data: unknown,
  variables: unknown,
): Promise<unknown> {
  const operationId = mutation.options.mutationKey?.[0];
  const effect = typeof operationId === 'string' ? cachePolicy[operationId as OperationId] : undefined;
  if (!effect || typeof operationId !== 'string') return Promise.resolve();
  if (effect.writes) queryClient.setQueriesData({ predicate: (query) => queryOperation(query.queryKey) === effect.writes }, data);
  const ownPath = effect.dropsOwnRecord ? mutationPath(operationId, variables) : undefined;
  if (ownPath) queryClient.removeQueries({ queryKey: [ownPath], exact: true });
  const targets = new Set<string>(effect.invalidates);
  if (!targets.size) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (query) => targets.has(queryOperation(query.queryKey) ?? '') });
}

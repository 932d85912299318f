// Transfer configurations: where transfers copy to (S3 or SFTP), which payload types, when and in
// which file format. The SFTP password is write-only: kept for the runs, never answered.
import type { components } from '../../../generated/client/schema';
import type { HandlerTable } from '../handler';
import { conflict, found, unprocessable, type FieldError } from '../http/errors';
import { sortBy } from '../http/filters';
import { paginate } from '../http/paging';
import type { Org } from '../world/org';
import { planConfigRun, refuseWhileRunning, startTransfer, type TransferConfig } from './transfer-runs';

type TransferConfigRequest = components['schemas']['TransferConfigRequest'];

/** The configuration as answered: without its SFTP password. */
function shown(config: TransferConfig): TransferConfig {
  const { sftp_password: _writeOnly, ...rest } = config;
  return rest;
}

function configOf(org: Org, reference: string): TransferConfig {
  return found(
    org.transferConfigs.find((config) => config.transfer_config_reference === reference),
    `Transfer configuration ${reference}`,
  );
}

/** The rules the contract states in words, which JSON Schema does not express. */
function ruleBreaks(request: TransferConfigRequest, storedPassword: string | undefined): FieldError[] {
  const errors: FieldError[] = [];
  if (request.transfer_type === 'Payload' && request.payload_types.length === 0) {
    errors.push({ path: 'payload_types', message: 'At least 1 payload type is required for transfer type Payload' });
  }
  if (request.transfer_type === 'Vantage' && request.payload_types.length > 0) {
    errors.push({ path: 'payload_types', message: 'Must be empty for transfer type Vantage' });
  }
  if (request.params.target_type === 'SFTP' && !request.sftp_password && !storedPassword) {
    errors.push({ path: 'sftp_password', message: 'The sftp_password field is required.' });
  }
  return errors;
}

/**
 * The configuration a request stores: the zip password only with ZippedWithPassword, the SFTP
 * password (the new one, else the stored one) only for an SFTP target.
 */
function fromRequest(reference: string, request: TransferConfigRequest, storedPassword: string | undefined): TransferConfig {
  const errors = ruleBreaks(request, storedPassword);
  if (errors.length) throw unprocessable(errors);
  const { zip_password: zipPassword, sftp_password: sftpPassword, is_active: isActive, ...rest } = request;
  const password = request.params.target_type === 'SFTP' ? (sftpPassword ?? storedPassword) : undefined;
  return {
    transfer_config_reference: reference,
    ...rest,
    is_active: isActive ?? true,
    ...(request.transfer_file_format === 'ZippedWithPassword' && zipPassword ? { zip_password: zipPassword } : {}),
    ...(password ? { sftp_password: password } : {}),
  };
}

export const transferConfigsClient = {
  listTransferConfigs: ({ org, query }) => {
    const matching = org.transferConfigs.filter((config) => !query.transfer_type || config.transfer_type === query.transfer_type);
    const byReference = sortBy(matching, (config) => config.transfer_config_reference, 'asc');
    return paginate(byReference.map(shown), query, (config) => config.transfer_config_reference);
  },
  getTransferConfig: ({ org, path }) => shown(configOf(org, path.transfer_config_reference)),
  createTransferConfig: ({ org, path, body }) => {
    const reference = path.transfer_config_reference;
    if (org.transferConfigs.some((config) => config.transfer_config_reference === reference))
      throw conflict(`Transfer configuration ${reference} already exists`);
    const config = fromRequest(reference, body, undefined);
    org.transferConfigs.push(config);
    return shown(config);
  },
  updateTransferConfig: ({ org, path, body }) => {
    const stored = configOf(org, path.transfer_config_reference);
    const config = fromRequest(
      stored.transfer_config_reference,
      body,
      stored.params.target_type === 'SFTP' ? stored.sftp_password : undefined,
    );
    org.transferConfigs[org.transferConfigs.indexOf(stored)] = config;
    return shown(config);
  },
  deleteTransferConfig: ({ org, path }) => {
    const stored = configOf(org, path.transfer_config_reference);
    org.transferConfigs.splice(org.transferConfigs.indexOf(stored), 1);
  },
  runTransferConfig: ({ org, world, path }) => {
    const nowMs = world.nowMs();
    const config = configOf(org, path.transfer_config_reference);
    refuseWhileRunning(
      org.transfers.filter((transfer) => transfer.transfer_config_reference === config.transfer_config_reference),
      nowMs,
    );
    return startTransfer(org, nowMs, planConfigRun(org, config, nowMs));
  },
} satisfies HandlerTable<'client'>;

import { createTransferConfigBody, getTransferConfigResponse } from '@generated/client/zod/transfer-configs/transfer-configs';
import type { TransferConfig, TransferConfigRequest } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from '@generated/zod';

const body = createTransferConfigBody.shape;
const [s3Params, sftpParams] = body.params.options;
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema);

/**
 * The transfer configuration form, from the generated request body: S3 and SFTP parameters sit in
 * their own groups (so each field shows its own message) and only the chosen target is checked.
 */
export function useConfigFormSchema(creating: boolean) {
  const { t } = useLingui();
  return useMemo(() => {
    const common = {
      transfer_config_reference: getTransferConfigResponse.shape.transfer_config_reference,
      transfer_type: body.transfer_type,
      payload_types: body.payload_types,
      schedule: body.schedule,
      pgp_key: optionalText(body.pgp_key),
      transfer_file_format: body.transfer_file_format,
      is_active: z.boolean(),
      zip_password: optionalText(body.zip_password),
    };
    return z
      .discriminatedUnion('target_type', [
        z.object({ ...common, target_type: z.literal('S3'), s3: s3Params.omit({ target_type: true }) }),
        z.object({
          ...common,
          target_type: z.literal('SFTP'),
          sftp: sftpParams.omit({ target_type: true }),
          sftp_password: optionalText(body.sftp_password),
        }),
      ])
      .superRefine((values, ctx) => {
        if (values.transfer_file_format === 'ZippedWithPassword' && !values.zip_password) {
          ctx.addIssue({ code: 'custom', path: ['zip_password'], message: t`A zip password is required with ZippedWithPassword` });
        }
        if (values.transfer_type === 'Payload' && values.payload_types.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['payload_types'], message: t`Choose at least one payload type.` });
        }
        if (creating && values.target_type === 'SFTP' && !values.sftp_password) {
          ctx.addIssue({ code: 'custom', path: ['sftp_password'], message: t`The SFTP password is required.` });
        }
      });
  }, [creating, t]);
}

export type ConfigFormSchema = ReturnType<typeof useConfigFormSchema>;
export type ConfigFormInput = z.input<ConfigFormSchema>;
export type ConfigFormValues = z.output<ConfigFormSchema>;

/** Both targets' fields are kept in the form, so switching target does not lose what was typed. */
export interface ConfigFormDefaults {
  transfer_config_reference: string;
  transfer_type: TransferConfig['transfer_type'];
  payload_types: TransferConfig['payload_types'];
  schedule: string;
  pgp_key: string;
  transfer_file_format: TransferConfig['transfer_file_format'];
  is_active: boolean;
  zip_password: string;
  target_type: 'S3' | 'SFTP';
  s3: { destination: string; iam_role_arn: string };
  sftp: { server: string; port: number | undefined; root_directory: string; username: string };
  sftp_password: string;
}

export function configToForm(config?: TransferConfig): ConfigFormDefaults {
  const params = config?.params;
  return {
    transfer_config_reference: config?.transfer_config_reference ?? '',
    transfer_type: config?.transfer_type ?? 'Payload',
    payload_types: config ? [...config.payload_types] : [],
    schedule: config?.schedule ?? '',
    pgp_key: config?.pgp_key ?? '',
    transfer_file_format: config?.transfer_file_format ?? 'Zipped',
    is_active: config?.is_active ?? true,
    zip_password: config?.zip_password ?? '',
    target_type: params?.target_type ?? 'S3',
    s3:
      params?.target_type === 'S3'
        ? { destination: params.destination, iam_role_arn: params.iam_role_arn }
        : { destination: 's3://', iam_role_arn: '' },
    sftp:
      params?.target_type === 'SFTP'
        ? { server: params.server, port: params.port, root_directory: params.root_directory, username: params.username }
        : { server: '', port: 22, root_directory: '/', username: '' },
    sftp_password: '',
  };
}

/** The request body (the reference goes in the path); fields that do not apply are left out. */
export function formToRequest(values: ConfigFormValues): TransferConfigRequest {
  const request: TransferConfigRequest = {
    transfer_type: values.transfer_type,
    payload_types: values.transfer_type === 'Vantage' ? [] : values.payload_types,
    schedule: values.schedule ?? '',
    pgp_key: values.pgp_key,
    transfer_file_format: values.transfer_file_format,
    is_active: values.is_active,
    zip_password: values.transfer_file_format === 'ZippedWithPassword' ? values.zip_password : undefined,
    params: values.target_type === 'S3' ? { target_type: 'S3', ...values.s3 } : { target_type: 'SFTP', ...values.sftp },
  };
  if (values.target_type === 'SFTP' && values.sftp_password) request.sftp_password = values.sftp_password;
  return request;
}

const SERVER_FIELD: Record<string, string> = {
  'params.destination': 's3.destination',
  'params.iam_role_arn': 's3.iam_role_arn',
  'params.server': 'sftp.server',
  'params.port': 'sftp.port',
  'params.root_directory': 'sftp.root_directory',
  'params.username': 'sftp.username',
};

/** Where a server error on a request path belongs in the form. */
export const configServerPath = (path: string) => SERVER_FIELD[path];

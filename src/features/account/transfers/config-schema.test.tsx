import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { configServerPath, configToForm, formToRequest, useConfigFormSchema } from './config-schema';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const schemaFor = (creating: boolean) => renderHook(() => useConfigFormSchema(creating), { wrapper }).result.current;
const PGP = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBGVxY2EBEADL\n-----END PGP PUBLIC KEY BLOCK-----\n';

const s3Form = {
  ...configToForm(),
  transfer_config_reference: 'daily-archive-s3',
  payload_types: ['Call' as const],
  s3: { destination: 's3://acme-archive/compliance', iam_role_arn: 'arn:aws:iam::111122223333:role/acme-portal-transfer' },
};
const sftpForm = {
  ...s3Form,
  target_type: 'SFTP' as const,
  sftp: { server: 'sftp.acme.example', port: 2222, root_directory: '/exports', username: 'acme_archive' },
  sftp_password: 'secret',
};

const errors = (creating: boolean, input: unknown) => {
  const result = schemaFor(creating).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('transfer configuration form schema', () => {
  it('sends an S3 configuration with only the S3 parameters', () => {
    const values = schemaFor(true).parse({ ...s3Form, pgp_key: PGP, schedule: 'cron(0 2 * * ? *)' });
    expect(formToRequest(values)).toEqual({
      transfer_type: 'Payload',
      payload_types: ['Call'],
      schedule: 'cron(0 2 * * ? *)',
      pgp_key: PGP,
      transfer_file_format: 'Zipped',
      is_active: true,
      zip_password: undefined,
      params: {
        target_type: 'S3',
        destination: 's3://acme-archive/compliance',
        iam_role_arn: 'arn:aws:iam::111122223333:role/acme-portal-transfer',
      },
    });
  });

  it("gives the specification's messages for S3 parameters, schedule, PGP key and reference", () => {
    const found = errors(true, {
      ...s3Form,
      transfer_config_reference: 'bad ref!',
      schedule: 'every day',
      pgp_key: 'not a key',
      s3: { destination: 'https://bucket', iam_role_arn: 'arn:aws:iam::123:role/short-but-long-enough-x' },
    });
    expect(found.transfer_config_reference).toBe('Only alphanumeric, ":/-" allowed');
    expect(found.schedule).toBe('Must be a valid cron or rate expression');
    expect(found.pgp_key).toBe('must be a valid PGP key');
    expect(found['s3.destination']).toBe('Must start with {address}');
    expect(found['s3.iam_role_arn']).toBe('Must be a valid AWS IAM ARN');
  });

  it("gives the specification's messages for SFTP parameters, and needs the password only when creating", () => {
    const bad = { ...sftpForm, sftp: { ...sftpForm.sftp, username: 'acme archive', root_directory: 'exports' }, sftp_password: '' };
    const found = errors(true, bad);
    expect(found['sftp.username']).toBe('Only alphanumeric, "_.-" allowed');
    expect(found['sftp.root_directory']).toBe('Must start with a leading slash "/"');
    expect(found.sftp_password).toBe('The SFTP password is required.');
    expect(errors(false, { ...sftpForm, sftp_password: '' })).toEqual({});
    expect(formToRequest(schemaFor(false).parse({ ...sftpForm, sftp_password: '' }))).not.toHaveProperty('sftp_password');
    expect(formToRequest(schemaFor(true).parse(sftpForm)).params).toEqual({ target_type: 'SFTP', ...sftpForm.sftp });
  });

  it('needs a zip password only with ZippedWithPassword, and payload types only for Payload transfers', () => {
    expect(errors(true, { ...s3Form, transfer_file_format: 'ZippedWithPassword', zip_password: '' }).zip_password).toBe(
      'A zip password is required with ZippedWithPassword',
    );
    const zipped = formToRequest(schemaFor(true).parse({ ...s3Form, transfer_file_format: 'Zipped', zip_password: 'left over' }));
    expect(zipped.zip_password).toBeUndefined();
    expect(errors(true, { ...s3Form, payload_types: [] }).payload_types).toBe('Choose at least one payload type.');
    expect(formToRequest(schemaFor(true).parse({ ...s3Form, transfer_type: 'Vantage' })).payload_types).toEqual([]);
  });

  it('accepts only transferable payload types', () => {
    expect(errors(true, { ...s3Form, payload_types: ['Diagnostics'] })).toHaveProperty(['payload_types.0']);
  });

  it('maps server paths of the parameters to their fields', () => {
    expect(configServerPath('params.destination')).toBe('s3.destination');
    expect(configServerPath('params.username')).toBe('sftp.username');
    expect(configServerPath('schedule')).toBeUndefined();
  });
});

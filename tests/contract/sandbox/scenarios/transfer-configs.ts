import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { RUN_TIMELINE } from '../../../../mocks/sandbox/areas/transfer-runs';
import type { Json, Scenario } from '../scenario';
import { checkList } from '../lists';

const CONFIGS = '/api/v1/transfer_configs';
/** A configuration's path: its reference may hold `/` and `:`, percent-encoded. */
const configPath = (reference: string) => `${CONFIGS}/${encodeURIComponent(reference)}`;

const S3_CONFIG = {
  transfer_type: 'Payload',
  payload_types: ['Call', 'SMS'],
  schedule: 'cron(0 3 * * ? *)',
  params: { target_type: 'S3', destination: 's3://acme-eu/nightly', iam_role_arn: 'arn:aws:iam::444455556666:role/acme-nightly' },
  transfer_file_format: 'ZippedWithPassword',
  zip_password: 'zip-secret',
  is_active: true,
};
const SFTP_CONFIG = {
  transfer_type: 'Payload',
  payload_types: ['Interview'],
  schedule: 'rate(1 day)',
  params: { target_type: 'SFTP', server: 'sftp.acme.example', port: 22, root_directory: '/in', username: 'acme.nightly' },
  transfer_file_format: 'Zipped',
  is_active: true,
  sftp_password: 's3cret',
};

export const transferConfigScenarios: Scenario[] = [
  {
    name: 'transfer configs: the list pages by reference, filters on transfer type, and never answers an SFTP password',
    run: async (api) => {
      const all = await checkList(api, {
        document: 'client',
        path: CONFIGS,
        key: (config) => config.transfer_config_reference,
        filters: [{ name: 'transfer_type', query: { transfer_type: 'Payload' }, keeps: (config) => config.transfer_type === 'Payload' }],
      });
      const references = all.map((config: Json) => config.transfer_config_reference);
      expect(references).toEqual([...references].sort());
      const { body } = await api.get('client', configPath('sftp/backup:weekly'));
      expect(body).toEqual(all.find((config: Json) => config.transfer_config_reference === 'sftp/backup:weekly'));
      expect(body.params).toMatchObject({ target_type: 'SFTP', port: 2222 });
      await api.get('client', configPath('no-such-config'), { status: 404 });
    },
  },
  {
    name: 'transfer configs: create S3 and SFTP configurations (references with / and :), read back, 409 on a duplicate, replace, delete then 404',
    run: async (api) => {
      const s3 = 'eu/nightly:s3';
      const { status, body: created } = await api.post('client', configPath(s3), { body: S3_CONFIG });
      expect(status).toBe(201);
      expect(created).toEqual({ transfer_config_reference: s3, ...S3_CONFIG });
      expect((await api.get('client', configPath(s3))).body).toEqual(created);
      await api.post('client', configPath(s3), { body: S3_CONFIG, status: 409 });

      const sftp = 'sftp:nightly/interviews';
      const { body: sftpCreated } = await api.post('client', configPath(sftp), { body: SFTP_CONFIG });
      const { sftp_password: _password, ...answered } = SFTP_CONFIG;
      expect(sftpCreated, 'the SFTP password is write-only').toEqual({ transfer_config_reference: sftp, ...answered });
      const { body: listed } = await api.get('client', CONFIGS, { query: { transfer_type: 'Payload' } });
      expect(listed.data.map((config: Json) => config.transfer_config_reference)).toEqual(expect.arrayContaining([s3, sftp]));

      const { sftp_password: _kept, ...withoutPassword } = {
        ...SFTP_CONFIG,
        schedule: '',
        transfer_file_format: 'Uncompressed',
        is_active: false,
      };
      const { body: updated } = await api.put('client', configPath(sftp), { body: withoutPassword, status: 200 });
      expect(updated, 'an absent sftp_password keeps the stored one').toEqual({ transfer_config_reference: sftp, ...withoutPassword });
      expect((await api.get('client', configPath(sftp))).body).toEqual(updated);
      const { body: toS3 } = await api.put('client', configPath(s3), { body: { ...S3_CONFIG, transfer_file_format: 'Zipped' } });
      expect(toS3.zip_password, 'the zip password goes with ZippedWithPassword').toBeUndefined();
      await api.put('client', configPath('no-such-config'), { body: S3_CONFIG, status: 404 });

      await api.delete('client', configPath(sftp), { status: 204 });
      await api.get('client', configPath(sftp), { status: 404 });
      await api.delete('client', configPath(sftp), { status: 404 });
      expect((await api.get('client', CONFIGS)).body.data.map((config: Json) => config.transfer_config_reference)).not.toContain(sftp);
    },
  },
  {
    name: 'transfer configs: rules the schema cannot express answer 422 with their messages',
    run: async (api) => {
      const noTypes = await api.post('client', configPath('rules-1'), { body: { ...S3_CONFIG, payload_types: [] }, status: 422 });
      expect(noTypes.body.errors).toEqual([
        { path: 'payload_types', message: 'At least 1 payload type is required for transfer type Payload' },
      ]);
      const vantage = await api.post('client', configPath('rules-2'), { body: { ...S3_CONFIG, transfer_type: 'Vantage' }, status: 422 });
      expect(vantage.body.errors).toEqual([{ path: 'payload_types', message: 'Must be empty for transfer type Vantage' }]);
      const { sftp_password: _password, ...noPassword } = SFTP_CONFIG;
      const sftp = await api.post('client', configPath('rules-3'), { body: noPassword, status: 422 });
      expect(sftp.body.errors).toEqual([{ path: 'sftp_password', message: 'The sftp_password field is required.' }]);
      const toSftp = await api.put('client', configPath('daily-archive-s3'), { body: noPassword, status: 422 });
      expect(toSftp.body.errors, 'an S3 configuration has no password to keep').toEqual([
        { path: 'sftp_password', message: 'The sftp_password field is required.' },
      ]);
      await api.get('client', configPath('rules-1'), { status: 404 });
    },
  },
  {
    name: "transfer configs: run now starts a Pending transfer of the configuration's new payloads, also when inactive; 409 while one of its transfers runs",
    run: async (api) => {
      const { status, body: run } = await api.post('client', `${configPath('vantage-export')}/run`);
      expect(status).toBe(202);
      expect(run).toMatchObject({
        transfer_config_reference: 'vantage-export',
        transfer_type: 'Vantage',
        transfer_state: 'Pending',
        report_from: '2026-10-18T02:00:00Z',
      });
      expect(run.payload_count).toBe(run.related_payloads.length);
      expect(run.transfers).toHaveLength(run.payload_count);
      expect(run.payload_count, 'payloads were processed since the last run').toBeGreaterThan(0);
      expect(run.transfers[0].dest_path).toMatch(/^s3:\/\/acme-vantage\/reports\//);
      const { body: listed } = await api.get('client', '/api/v1/transfers', {
        query: { transfer_config_reference: 'vantage-export', transfer_state: ['Pending'] },
      });
      expect(listed.data).toEqual([run]);
      const refused = await api.post('client', `${configPath('vantage-export')}/run`, { status: 409 });
      expect(refused.body.message).toContain(run.transfer_id);
      await api.post('client', `${configPath('daily-archive-s3')}/run`, { status: 409 });
      await api.post('client', `${configPath('sftp-interviews')}/run`, { status: 409 });
      await api.post('client', `${configPath('no-such-config')}/run`, { status: 404 });

      await sleep(RUN_TIMELINE.finishedMs + 200);
      const { body: next } = await api.post('client', `${configPath('vantage-export')}/run`);
      expect(next.report_from, 'the next run covers the time since this one').toBe(run.report_to);
    },
  },
];

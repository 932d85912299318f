// Examples of the client document (/api/v1/... on the client's own host).
import { Doc, page } from './example-doc.mjs';
import { clientRequests } from './examples-requests.mjs';
import { PORTAL_USERS } from './org.mjs';
import { payloadData } from './payloads.mjs';
import { stream } from './random.mjs';
import { BASE, DAY, MINUTE, iso } from './time.mjs';

/** @param {ReturnType<typeof import('./world.mjs').buildWorld>} world */
export function client(world) {
  const doc = new Doc();
  const { payloads, comments, devices, users } = world;

  doc.add('getMigrationConfig', 'Migration switches', world.migrationConfig);
  doc.add('putMigrationConfig', 'Migration switches after the update', { ...world.migrationConfig, disable_payloads: true });
  doc.add('getRetentionPolicy', 'Retention per record type and payload type', world.retention);
  doc.add('putRetentionPolicy', 'Retention policy after the update', world.retention);
  doc.add('listLegalHolds', 'Legal holds on device users and portal users', page(world.legalHolds));
  doc.add('putLegalHold', 'The legal hold, placed', {
    target: 'james.whitfield',
    target_type: 'DeviceUser',
    is_active: true,
    created_at: iso(BASE),
    updated_by: PORTAL_USERS.admin,
    updated_at: iso(BASE),
  });
  doc.add('releaseLegalHold', 'The legal hold, released', {
    ...world.legalHolds[0],
    is_active: false,
    updated_by: PORTAL_USERS.admin,
    updated_at: iso(BASE),
  });

  doc.add('listComments', `${comments.length} comments, open and closed`, page(comments));
  const batch = payloads.filter((payload) => payload.payload_type === 'Photo' || payload.payload_type === 'MMS').map(payloadData);
  batch.push({ payload_reference: '01JBZZZZZZZZZZZZZZZZZZZZZZ', status: 'NoMatchingRecord', s3_url: null });
  doc.add('getPayloadsData', 'Data links for a batch of photos and MMS (one unknown reference)', { data: batch });
  doc.add('listDeviceLogs', 'Device logs at every level', page(world.logs));
  doc.add('listGps', 'GPS points of three tracks (London, São Paulo, Dubai)', page(world.gps));
  doc.add('listMigrations', 'Migration runs in every state with every result kind', page(world.migrations));
  doc.add('listPayloads', `${payloads.length} payloads of all ten types and all ten states`, page(payloads));

  const of = (list, key, value) => list.filter((entry) => entry[key] === value);
  const first = devices[0];
  doc.add('listDeviceLogsForDevice', `Logs of ${first.device_reference}`, page(of(world.logs, 'device_reference', first.device_reference)));
  doc.add('listDevicePayloads', `Payloads of ${first.device_reference}`, page(of(payloads, 'device_reference', first.device_reference)));
  doc.add('listDeviceGps', `GPS track of ${first.device_reference}`, page(of(world.gps, 'device_reference', first.device_reference)));
  for (const device of devices) {
    const reference = device.device_reference;
    doc.variant('listDeviceLogsForDevice', reference, `Logs of ${reference}`, page(of(world.logs, 'device_reference', reference)));
    doc.variant('listDevicePayloads', reference, `Payloads of ${reference}`, page(of(payloads, 'device_reference', reference)));
    doc.variant('listDeviceGps', reference, `GPS points of ${reference}`, page(of(world.gps, 'device_reference', reference)));
  }
  const firstUser = users[0];
  doc.add(
    'listDeviceUserLogs',
    `Logs of ${firstUser.device_user_reference}`,
    page(of(world.logs, 'device_user_reference', firstUser.device_user_reference)),
  );
  doc.add(
    'listDeviceUserPayloads',
    `Payloads of ${firstUser.device_user_reference}`,
    page(of(payloads, 'device_user_reference', firstUser.device_user_reference)),
  );
  doc.add(
    'listDeviceUserGps',
    `GPS points of ${firstUser.device_user_reference}`,
    page(of(world.gps, 'device_user_reference', firstUser.device_user_reference)),
  );
  for (const user of users) {
    const reference = user.device_user_reference;
    doc.variant('listDeviceUserLogs', reference, `Logs of ${reference}`, page(of(world.logs, 'device_user_reference', reference)));
    doc.variant('listDeviceUserPayloads', reference, `Payloads of ${reference}`, page(of(payloads, 'device_user_reference', reference)));
    doc.variant('listDeviceUserGps', reference, `GPS points of ${reference}`, page(of(world.gps, 'device_user_reference', reference)));
  }

  const threadBody = (threadId, list) => ({ thread_id: threadId, count: list.length, data: list });
  const [firstThread, firstList] = [...world.threads.entries()][0];
  doc.add('getSmsThread', `Message thread ${firstThread}`, threadBody(firstThread, firstList));
  for (const [threadId, list] of world.threads)
    doc.variant(
      'getSmsThread',
      threadId,
      `Message thread ${threadId} (${list.length} messages: ${[...new Set(list.map((payload) => payload.payload_type))].join(', ')})`,
      threadBody(threadId, list),
    );

  const call = payloads.find(
    (payload) =>
      payload.payload_type === 'Call' &&
      payload.payload_state === 'Processed' &&
      comments.some((comment) => comment.payload_reference === payload.payload_reference),
  );
  const commentsOf = (payload) => page(comments.filter((comment) => comment.payload_reference === payload.payload_reference));
  doc.add('getPayload', `Call ${call.payload_reference}`, call);
  doc.add('getPayloadAudit', `Audit of ${call.payload_reference}`, world.audits.get(call.payload_reference));
  doc.add('getPayloadData', `Play link for ${call.payload_reference}`, payloadData(call));
  doc.add('listPayloadComments', `Comments on ${call.payload_reference}`, commentsOf(call));
  for (const payload of payloads) {
    const reference = payload.payload_reference;
    const label = `${payload.payload_type} ${payload.payload_state}${payload.is_late ? ', late' : ''}${payload.is_legacy ? ', legacy' : ''}`;
    doc.variant('getPayload', reference, `${label} from ${payload.device_reference}`, payload);
    doc.variant('getPayloadAudit', reference, `Audit of ${reference} (${label})`, world.audits.get(reference));
    doc.variant('getPayloadData', reference, `Data link of ${reference} (${label})`, payloadData(payload));
    doc.variant('listPayloadComments', reference, `Comments on ${reference} (${label})`, commentsOf(payload));
  }
  const newComment = {
    comment_id: stream('new-comment').ulid(BASE),
    comment_body: 'Escalated to the desk head for review.',
    raised_by: PORTAL_USERS.admin,
    raised_at: iso(BASE - 10 * MINUTE),
    comment_version: 1,
    is_closed: false,
    comment_duration: { start_time: 1.5, duration: 2 },
    payload_reference: call.payload_reference,
    payload_type: call.payload_type,
    group: call.group,
  };
  doc.add('createPayloadComment', 'The comment, raised', newComment);
  doc.add('updatePayloadComment', 'The comment after the edit', {
    ...newComment,
    comment_body: 'Escalated to the desk head for review (updated).',
    comment_version: 2,
    updated_by: PORTAL_USERS.admin,
    updated_at: iso(BASE - 5 * MINUTE),
  });
  doc.add('closePayloadComment', 'The comment, closed', {
    ...newComment,
    is_closed: true,
    closed_by: PORTAL_USERS.admin,
    closed_at: iso(BASE),
  });
  const deleted = payloads.find((payload) => payload.payload_state === 'Deleted');
  doc.add('restorePayload', 'The payload, restored from Deleted', {
    ...deleted,
    payload_state: 'Processed',
    updated_at: iso(BASE),
    updated_by: PORTAL_USERS.admin,
  });
  const receipts = payloads.filter((payload) => payload.payload_type === 'Call').slice(0, 4);
  doc.add('confirmReceipts', 'Receipts recorded (one payload not found)', {
    data: [
      ...receipts.map((payload) => ({ payload_reference: payload.payload_reference, status: 'Ok', receipt_confirmed_at: iso(BASE) })),
      { payload_reference: '01JBZZZZZZZZZZZZZZZZZZZZZZ', status: 'NoMatchingRecord' },
    ],
  });

  const configs = world.transferConfigs;
  doc.add('listTransferConfigs', 'Transfer configurations (S3 and SFTP, every file format)', page(configs));
  doc.add('getTransferConfig', `Transfer configuration ${configs[0].transfer_config_reference}`, configs[0]);
  for (const config of configs)
    doc.variant(
      'getTransferConfig',
      config.transfer_config_reference,
      `Transfer configuration ${config.transfer_config_reference} (${config.params.target_type}, ${config.transfer_file_format})`,
      config,
    );
  doc.add('createTransferConfig', 'The transfer configuration, created', {
    ...configs[0],
    transfer_config_reference: 'new-config',
    is_active: true,
  });
  doc.add('updateTransferConfig', 'The transfer configuration after the update', { ...configs[1], schedule: 'rate(1 day)' });
  const runNow = {
    transfer_id: stream('new-transfer').ulid(BASE),
    transfer_config_reference: configs[0].transfer_config_reference,
    transfer_type: 'Payload',
    transfer_state: 'Pending',
    report_from: iso(BASE - DAY),
    report_to: iso(BASE),
    related_payloads: [],
    payload_count: 0,
    transfers: [],
    created_at: iso(BASE),
    updated_at: iso(BASE),
  };
  doc.add('runTransferConfig', 'The transfer started (Pending)', runNow);
  doc.add('listTransfers', 'Transfers in every state', page(world.transfers));
  doc.add('getTransfer', `Transfer ${world.transfers[0].transfer_id}`, world.transfers[0]);
  for (const transfer of world.transfers)
    doc.variant(
      'getTransfer',
      transfer.transfer_id,
      `Transfer of ${transfer.transfer_config_reference} (${transfer.transfer_state})`,
      transfer,
    );
  const failed = world.transfers.find((transfer) => transfer.transfer_state === 'Failed');
  doc.add('rerunTransfer', 'The transfer, run again (Pending)', {
    ...failed,
    transfer_id: stream('rerun-transfer').ulid(BASE),
    transfer_state: 'Pending',
    transfers: failed.transfers.map((item) => ({ ...item, attempts: 0, error: null })),
    created_at: iso(BASE),
    updated_at: iso(BASE),
  });
  clientRequests(doc);
  return doc;
}

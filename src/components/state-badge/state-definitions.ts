import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a state means for the reader; the badge colour follows it, and text always says it too. */
export type StateTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** State names carry the Lingui context 'state', so they translate apart from the same words elsewhere (tab names, filters). */
export interface StateDefinition {
  label: MessageDescriptor;
  meaning: MessageDescriptor;
  tone: StateTone;
}

type Definitions<T extends string> = Record<T, StateDefinition>;

const state = (label: MessageDescriptor, meaning: MessageDescriptor, tone: StateTone): StateDefinition => ({ label, meaning, tone });

/** PayloadState (spec section 4). */
export const payloadStates: Definitions<
  'NotRecorded' | 'Recorded' | 'Uploaded' | 'Processed' | 'Transferred' | 'Deleted' | 'Destroyed' | 'Failed' | 'Scanning' | 'Quarantined'
> = {
  NotRecorded: state(msg({ message: 'Not recorded', context: 'state' }), msg`The device did not record this payload.`, 'neutral'),
  Recorded: state(msg({ message: 'Recorded', context: 'state' }), msg`Recorded on the device and not uploaded yet.`, 'info'),
  Uploaded: state(msg({ message: 'Uploaded', context: 'state' }), msg`Uploaded and waiting to be processed.`, 'info'),
  Processed: state(msg({ message: 'Processed', context: 'state' }), msg`Processed and ready for viewing or transfer.`, 'success'),
  Transferred: state(
    msg({ message: 'Transferred', context: 'state' }),
    msg`Transferred to the client's storage (not used by the new data platform).`,
    'success',
  ),
  Deleted: state(msg({ message: 'Deleted', context: 'state' }), msg`Deleted logically; it can still be restored.`, 'warning'),
  Destroyed: state(msg({ message: 'Destroyed', context: 'state' }), msg`Destroyed permanently; it cannot be recovered.`, 'danger'),
  Failed: state(msg({ message: 'Failed', context: 'state' }), msg`Uploaded but could not be decrypted.`, 'danger'),
  Scanning: state(msg({ message: 'Scanning', context: 'state' }), msg`Being scanned for malware.`, 'info'),
  Quarantined: state(msg({ message: 'Quarantined', context: 'state' }), msg`Failed the malware scan and is held in quarantine.`, 'danger'),
};

/** PayloadStateDevice: a payload's state as reported back to the device. */
export const payloadDeviceStates: Definitions<'pending' | 'processed' | 'failed' | 'not_found'> = {
  pending: state(
    msg({ message: 'Pending', context: 'state' }),
    msg`Received and waiting to be processed, as reported to the device.`,
    'info',
  ),
  processed: state(msg({ message: 'Processed', context: 'state' }), msg`Processed, as reported to the device.`, 'success'),
  failed: state(msg({ message: 'Failed', context: 'state' }), msg`Processing failed, as reported to the device.`, 'danger'),
  not_found: state(msg({ message: 'Not found', context: 'state' }), msg`The platform has no record of this payload.`, 'warning'),
};

/** PayloadDataStatus: the outcome of asking for a payload's recording. */
export const payloadDataStatuses: Definitions<'Ok' | 'NoS3Url' | 'NoMatchingRecord' | 'GroupNotAuthorised' | 'TypeNotAuthorised'> = {
  Ok: state(msg({ message: 'Available', context: 'state' }), msg`The recording is available to play or download.`, 'success'),
  NoS3Url: state(
    msg({ message: 'No recording', context: 'state' }),
    msg`There is no recording to play or download (aborted and blocked calls have none).`,
    'neutral',
  ),
  NoMatchingRecord: state(msg({ message: 'Not found', context: 'state' }), msg`No payload matches this reference.`, 'warning'),
  GroupNotAuthorised: state(
    msg({ message: 'Group not authorised', context: 'state' }),
    msg`Your roles do not allow access to payloads of this group.`,
    'danger',
  ),
  TypeNotAuthorised: state(
    msg({ message: 'Type not authorised', context: 'state' }),
    msg`Your roles do not allow access to this payload type.`,
    'danger',
  ),
};

/** Device command state. */
export const commandStates: Definitions<'Sent' | 'Acknowledged' | 'Completed' | 'Failed'> = {
  Sent: state(msg({ message: 'Sent', context: 'state' }), msg`Sent to the device and not acknowledged yet.`, 'info'),
  Acknowledged: state(
    msg({ message: 'Acknowledged', context: 'state' }),
    msg`The device received the command and is carrying it out.`,
    'info',
  ),
  Completed: state(msg({ message: 'Completed', context: 'state' }), msg`The device carried out the command.`, 'success'),
  Failed: state(msg({ message: 'Failed', context: 'state' }), msg`The device could not carry out the command.`, 'danger'),
};

/** Device install state, from the device authentication response. */
export const installStates: Definitions<'NewInstall' | 'FactoryReset' | 'NoChange' | 'NoInstallationId'> = {
  NewInstall: state(
    msg({ message: 'New install', context: 'state' }),
    msg`The app was installed on this device for the first time.`,
    'info',
  ),
  FactoryReset: state(
    msg({ message: 'Factory reset', context: 'state' }),
    msg`The device was factory reset since it last signed in.`,
    'warning',
  ),
  NoChange: state(msg({ message: 'No change', context: 'state' }), msg`The same installation as before.`, 'neutral'),
  NoInstallationId: state(
    msg({ message: 'No installation id', context: 'state' }),
    msg`The device sent no installation id, so a reinstall cannot be detected.`,
    'warning',
  ),
};

/** Alert state. */
export const alertStates: Definitions<'Triggered' | 'Cleared'> = {
  Triggered: state(msg({ message: 'Triggered', context: 'state' }), msg`The alert is active until an authorised user clears it.`, 'danger'),
  Cleared: state(
    msg({ message: 'Cleared', context: 'state' }),
    msg`Cleared by an authorised user; a new occurrence triggers a fresh alert.`,
    'success',
  ),
};

/** Alert severity. */
export const alertSeverities: Definitions<'Low' | 'Medium' | 'High'> = {
  Low: state(msg({ message: 'Low', context: 'state' }), msg`Low severity: for information.`, 'neutral'),
  Medium: state(msg({ message: 'Medium', context: 'state' }), msg`Medium severity: needs attention.`, 'warning'),
  High: state(msg({ message: 'High', context: 'state' }), msg`High severity: needs attention now.`, 'danger'),
};

/** SupportAccessApprovalState. */
export const supportAccessStates: Definitions<'pending' | 'canceled' | 'approved' | 'rejected' | 'revoked' | 'expired'> = {
  pending: state(msg({ message: 'Pending', context: 'state' }), msg`Waiting for the client to approve or reject it.`, 'info'),
  canceled: state(msg({ message: 'Cancelled', context: 'state' }), msg`Withdrawn by provider staff before a decision.`, 'neutral'),
  approved: state(
    msg({ message: 'Approved', context: 'state' }),
    msg`Approved until its expiry: provider staff may act as this client.`,
    'success',
  ),
  rejected: state(msg({ message: 'Rejected', context: 'state' }), msg`Rejected by the client, with a reason.`, 'danger'),
  revoked: state(msg({ message: 'Revoked', context: 'state' }), msg`The client withdrew the approval before it expired.`, 'warning'),
  expired: state(msg({ message: 'Expired', context: 'state' }), msg`The approval period has ended.`, 'neutral'),
};

/** TransferState. */
export const transferStates: Definitions<'Pending' | 'InProgress' | 'Succeeded' | 'PartialFail' | 'Failed'> = {
  Pending: state(msg({ message: 'Pending', context: 'state' }), msg`Waiting to run.`, 'info'),
  InProgress: state(msg({ message: 'In progress', context: 'state' }), msg`Running now.`, 'info'),
  Succeeded: state(msg({ message: 'Succeeded', context: 'state' }), msg`Every item was transferred.`, 'success'),
  PartialFail: state(msg({ message: 'Partly failed', context: 'state' }), msg`Some items could not be transferred.`, 'warning'),
  Failed: state(msg({ message: 'Failed', context: 'state' }), msg`The transfer failed; no items were transferred.`, 'danger'),
};

/** MigrationState (legacy platform migration runs). */
export const migrationStates: Definitions<'Pending' | 'Quarantined' | 'Migrated' | 'PartialFail' | 'Failed'> = {
  Pending: state(msg({ message: 'Pending', context: 'state' }), msg`Waiting to be migrated.`, 'info'),
  Quarantined: state(msg({ message: 'Quarantined', context: 'state' }), msg`Held back for checking and not migrated.`, 'warning'),
  Migrated: state(msg({ message: 'Migrated', context: 'state' }), msg`Migrated successfully.`, 'success'),
  PartialFail: state(msg({ message: 'Partly failed', context: 'state' }), msg`Migrated with some errors; see the results.`, 'warning'),
  Failed: state(msg({ message: 'Failed', context: 'state' }), msg`The migration failed.`, 'danger'),
};

/** Every state enum of spec section 4, by the name StateBadge takes as `kind`. */
export const stateKinds = {
  payload: payloadStates,
  payloadDevice: payloadDeviceStates,
  payloadData: payloadDataStatuses,
  command: commandStates,
  install: installStates,
  alert: alertStates,
  severity: alertSeverities,
  supportAccess: supportAccessStates,
  transfer: transferStates,
  migration: migrationStates,
} as const;

export type StateKind = keyof typeof stateKinds;
export type StateValue<K extends StateKind> = keyof (typeof stateKinds)[K] & string;

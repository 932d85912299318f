import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MigrationResult } from '@generated/client/model';

/** The kinds of migration result, as spec section 8 lists them. */
export type ResultKind = 'general' | 'device' | 'payload';

export const KIND_LABELS: Record<ResultKind, MessageDescriptor> = {
  general: msg`General`,
  device: msg`Devices and users`,
  payload: msg`Payloads`,
};

const entry = (kind: ResultKind, label: MessageDescriptor) => ({ kind, label });

/** Every migration result: its kind and a readable name. */
export const RESULTS: Record<MigrationResult, { kind: ResultKind; label: MessageDescriptor }> = {
  Error: entry('general', msg`Error`),
  UnknownFile: entry('general', msg`Unknown file`),
  DuplicateDeviceReference: entry('device', msg`Duplicate device reference`),
  CannotImportOnboardedDeviceUnknownModel: entry('device', msg`Onboarded device not imported: unknown model`),
  CannotImportOffboardedDeviceUnknownModel: entry('device', msg`Offboarded device not imported: unknown model`),
  DeviceAlreadyActiveInThePlatform: entry('device', msg`Device already active on the platform`),
  UserAlreadyActiveInThePlatform: entry('device', msg`User already active on the platform`),
  DeactivatedDeviceSupersededByNewerRecord: entry('device', msg`Deactivated device superseded by a newer record`),
  OffboardedUserSupersededByNewerRecord: entry('device', msg`Offboarded user superseded by a newer record`),
  IgnoreOnboardingDisabled: entry('device', msg`Ignored: onboarding is disabled`),
  IgnoreOffboardingDisabled: entry('device', msg`Ignored: offboarding is disabled`),
  ActivatedDeviceUpdated: entry('device', msg`Activated device updated`),
  DeactivatedDeviceUpdated: entry('device', msg`Deactivated device updated`),
  DeviceCreatedActivated: entry('device', msg`Device created, activated`),
  DeviceCreatedDeactivated: entry('device', msg`Device created, deactivated`),
  DeviceUpdatedAndActivated: entry('device', msg`Device updated and activated`),
  DeviceUpdatedAndDeactivated: entry('device', msg`Device updated and deactivated`),
  GroupAdded: entry('device', msg`Group added`),
  NoChangeDevice: entry('device', msg`No change to the device`),
  NoChangeUser: entry('device', msg`No change to the user`),
  NoChangeGroup: entry('device', msg`No change to the group`),
  OffboardedUserUpdated: entry('device', msg`Offboarded user updated`),
  OnboardedUserUpdated: entry('device', msg`Onboarded user updated`),
  UserCreatedOffboarded: entry('device', msg`User created, offboarded`),
  UserCreatedOnboarded: entry('device', msg`User created, onboarded`),
  UserUpdatedAndOnboarded: entry('device', msg`User updated and onboarded`),
  UserUpdatedAndOffboarded: entry('device', msg`User updated and offboarded`),
  PayloadDataNotAvailable: entry('payload', msg`Payload data not available`),
  PayloadWithNoMatchingUser: entry('payload', msg`Payload with no matching user`),
  ConferenceCallWithMismatchingData: entry('payload', msg`Conference call with mismatching data`),
  PayloadAlreadyLoaded: entry('payload', msg`Payload already loaded`),
  IgnoreNewPayloadMigrationDisabled: entry('payload', msg`Ignored: payload migration is disabled`),
  PayloadCreated: entry('payload', msg`Payload created`),
  RecordedPayloadCreated: entry('payload', msg`Recorded payload created`),
  PayloadUpdated: entry('payload', msg`Payload updated`),
};

const ORDER: ResultKind[] = ['general', 'device', 'payload'];

export interface ResultGroup {
  kind: ResultKind;
  results: { result: string; count: number }[];
  total: number;
}

/** Results grouped by kind (general, devices and users, payloads), each group largest first; unknown results count as general. */
export function groupByKind(results: readonly { result: string; count: number }[]): ResultGroup[] {
  const groups = new Map<ResultKind, ResultGroup>();
  for (const item of results) {
    const kind = RESULTS[item.result as MigrationResult]?.kind ?? 'general';
    const group = groups.get(kind) ?? { kind, results: [], total: 0 };
    group.results.push(item);
    group.total += item.count;
    groups.set(kind, group);
  }
  for (const group of groups.values()) group.results.sort((a, b) => b.count - a.count);
  return ORDER.flatMap((kind) => groups.get(kind) ?? []);
}

export const sumCounts = (results: readonly { count: number }[]) => results.reduce((sum, item) => sum + item.count, 0);

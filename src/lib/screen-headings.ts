import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from './paths';

export interface ScreenHeading {
  /** The screen's h1, and its document title. */
  title: MessageDescriptor;
  /** What the screen is for, under the h1 (while its data loads, for a screen whose line then names the data). */
  description?: MessageDescriptor;
}

/**
 * What each screen of the signed-in areas says at its top, by address. The screen renders it
 * (`ScreenHeading`), and the build pre-renders it into the page that address is answered with
 * (scripts/vite-prerender.ts), so the heading paints before any JavaScript has run. Screens whose
 * heading names a record (addresses with a parameter) are not here.
 */
export const screenHeadings = {
  [paths.dashboard]: { title: msg`Dashboard` },
  [paths.services.all]: {
    title: msg`All payloads`,
    description: msg`Every payload captured from managed devices: calls, messages, photos, videos, interviews and diagnostics.`,
  },
  [paths.services.calls]: {
    title: msg`Calls`,
    description: msg`Recorded calls, aborted calls (incoming calls that were not picked up, so nothing was recorded) and blocked calls (calls that could not be recorded, for example VOIP calls, a missing permission or a low battery).`,
  },
  [paths.services.messages]: {
    title: msg`Messages`,
    description: msg`SMS, MMS and RCS messages; open one to read its whole conversation.`,
  },
  [paths.services.photos]: {
    title: msg`Photos`,
    description: msg`Photos taken with the capture app, with the notes typed on the device.`,
  },
  [paths.services.videos]: { title: msg`Videos`, description: msg`Videos recorded with the capture app.` },
  [paths.services.interviews]: {
    title: msg`Interviews`,
    description: msg`Recorded face-to-face interviews, with their pauses and notes.`,
  },
  [paths.services.comments]: {
    title: msg`Comments`,
    description: msg`Review comments on every payload, open or closed. Open a row to see the payload it is about.`,
  },
  [paths.services.diagnostics]: {
    title: msg`Diagnostics`,
    description: msg`Diagnostics bundles uploaded by devices, usually after a diagnostics upload command. Download one to send to support.`,
  },
  [paths.services.records]: {
    title: msg`Evidence records`,
    description: msg`One print-ready document with the evidence record of each selected payload, and its manifest.`,
  },
  [paths.devices.list]: { title: msg`Devices` },
  [paths.devices.users]: { title: msg`Device users` },
  [paths.devices.gps]: {
    title: msg`GPS`,
    description: msg`Where the organisation's devices are: the latest position of each device, and the track of the device you choose.`,
  },
  [paths.devices.logs]: { title: msg`Device logs` },
  [paths.devices.metrics]: { title: msg`Metrics` },
  [paths.access.tags]: {
    title: msg`Tags`,
    description: msg`Tag definitions describe groups (region, risk level, business unit). Roles can grant access by tag; required tags are on every group.`,
  },
  [paths.access.groups]: {
    title: msg`Groups`,
    description: msg`Device users belong to a group. Tags describe each group; roles grant access to groups by name or tag.`,
  },
  [paths.access.roles]: {
    title: msg`Roles`,
    description: msg`A role says which actions portal users and client apps may take, on which groups, for which payload types and from where. Deny wins over allow.`,
  },
  [paths.account.apps]: {
    title: msg`Client apps`,
    description: msg`Integrations that call the API with tokens from your identity provider (OpenID Connect). Each app acts in one group with its roles, from the CIDR ranges you allow.`,
  },
  [paths.account.audit]: {
    title: msg`Audit`,
    description: msg`Every call to the API: who made it, from where, what it asked for, and whether it was allowed.`,
  },
  [paths.account.licenses]: {
    title: msg`Licenses`,
    description: msg`A licence is in use for each active device with the service enabled.`,
  },
  [paths.account.alerts]: {
    title: msg`Alerts`,
    description: msg`Operations and security alerts of your account. Clear an alert once it is dealt with; dismiss it to hide it from your own bell.`,
  },
  [paths.account.supportAccess]: {
    title: msg`Support access`,
    description: msg`Provider staff can act on your account only through a request you approve, for a limited time. Every action they take is audited.`,
  },
  [paths.account.transfers]: {
    title: msg`Transfers`,
    description: msg`Copies of payloads to your own storage (S3 or SFTP), one run per configuration and period.`,
  },
  [paths.account.migrations]: {
    title: msg`Migrations`,
    description: msg`Imports of devices, users and payloads from the legacy platform, and what they may change.`,
  },
  [paths.account.retention]: {
    title: msg`Retention`,
    description: msg`How long records are kept. Deletion is logical and can be undone; destruction is final. An empty number of days means never.`,
  },
  [paths.account.legalHolds]: {
    title: msg`Legal holds`,
    description: msg`A legal hold keeps everything recorded for a portal user or a device user, whatever the retention policy, until it is released.`,
  },
  [paths.internal.clients]: {
    title: msg`Clients`,
    description: msg`Every client organisation with its licence use and device telemetry. Open a client for details, limits, roles and support access.`,
  },
  [paths.internal.alerts]: {
    title: msg`Alerts`,
    description: msg`Alerts of every client. Clearing or dismissing acts in the alert's own client.`,
  },
  [paths.internal.support]: {
    title: msg`Support access`,
    description: msg`Requests to act in a client's account. Start a support session from an approved request of yours that has not expired.`,
  },
  [paths.internal.carriers]: {
    title: msg`Carriers`,
    description: msg`Mobile carriers by country, as devices report them in call and message metadata.`,
  },
  [paths.internal.licenses]: {
    title: msg`Licenses`,
    description: msg`Licences in use against each client's limit, per service. Open a client to change its limits.`,
  },
  [paths.internal.statistics]: { title: msg`Statistics`, description: msg`Integrity checks and legacy migration runs.` },
} as const satisfies Record<string, ScreenHeading>;

export type HeadedPath = keyof typeof screenHeadings;

import type { PayloadState, PayloadType } from '@generated/client/model';
import type { ServiceKind } from '@/lib/paths';
import { PAYLOAD_TYPES } from '@/lib/payload-types';

/** The payload types each Services list shows (spec section 9: calls group, messages group). */
const TYPES_OF_KIND: Record<ServiceKind, PayloadType[]> = {
  calls: ['Call', 'AbortedCall', 'BlockedCall'],
  messages: ['SMS', 'MMS', 'RCS'],
  photos: ['Photo'],
  videos: ['Video'],
  interviews: ['Interview'],
};

/** The payload types a list shows: every type on the all-payloads list. */
export function typesOfList(kind: 'all' | ServiceKind): readonly PayloadType[] {
  return kind === 'all' ? PAYLOAD_TYPES : TYPES_OF_KIND[kind];
}

/** Payload types that never have a recording to play (spec section 9). */
export function hasNoRecording(type: PayloadType): boolean {
  return type === 'AbortedCall' || type === 'BlockedCall';
}

/** The kind of player a payload's data needs. */
export type MediaKind = 'audio' | 'video' | 'image' | 'message' | 'file' | 'none';

export function mediaKindOf(type: PayloadType): MediaKind {
  switch (type) {
    case 'Call':
    case 'Interview':
      return 'audio';
    case 'Video':
      return 'video';
    case 'Photo':
      return 'image';
    case 'SMS':
    case 'MMS':
    case 'RCS':
      return 'message';
    case 'Diagnostics':
      return 'file';
    default:
      return 'none';
  }
}

/** Whether the payload's comments can be pinned to a part of its recording (calls, interviews, videos). */
export function isPinnable(type: PayloadType): boolean {
  const kind = mediaKindOf(type);
  return kind === 'audio' || kind === 'video';
}

/** States a reviewer must notice before anything else: the page says their meaning in a notice at the top. */
const NOTICE_STATES = new Set<PayloadState>([
  'Deleted',
  'Destroyed',
  'Failed',
  'Quarantined',
  'Scanning',
  'NotRecorded',
  'Recorded',
  'Uploaded',
]);

export function hasStateNotice(state: PayloadState): boolean {
  return NOTICE_STATES.has(state);
}

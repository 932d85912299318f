import type { PayloadState, PayloadType } from '@generated/client/model';
import type { ServiceKind } from '@/lib/paths';

/** The payload types each Services list shows (spec section 9: calls group, messages group). */
export const TYPES_OF_KIND: Record<ServiceKind, PayloadType[]> = {
  calls: ['Call', 'AbortedCall', 'BlockedCall'],
  messages: ['SMS', 'MMS', 'RCS'],
  photos: ['Photo'],
  videos: ['Video'],
  interviews: ['Interview'],
};

/** Every payload type, in the order the filters and per-type counts list them. */
export const ALL_TYPES: PayloadType[] = [
  'Call',
  'AbortedCall',
  'BlockedCall',
  'SMS',
  'MMS',
  'RCS',
  'Photo',
  'Video',
  'Interview',
  'Diagnostics',
];

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

import type { PayloadComment } from '@generated/client/model';

/** An open comment on a call, by a reviewer; `extra` sets what a test is about. */
export const makeComment = (id: string, extra: Partial<PayloadComment> = {}): PayloadComment => ({
  comment_id: id,
  comment_body: 'Body',
  raised_by: 'reviewer@acme.example',
  raised_at: '2026-10-21T10:00:00Z',
  comment_version: 1,
  is_closed: false,
  payload_reference: '01M5FJBS7JFBJPS5DY3D3R6HF1',
  payload_type: 'Call',
  group: 'London Trading',
  ...extra,
});

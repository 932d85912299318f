// The life of a support access request: made by staff (pending), approved with an expiry, rejected
// with a reason, canceled by staff, revoked by the client; pending and approved requests expire on
// the world's clock, which every read applies first.
import type { components } from '../../../generated/admin/schema';
import type { components as InternalComponents } from '../../../generated/internal/schema';
import { relatedEntity } from '../../data/alerts.mjs';
import { stream } from '../../data/random.mjs';
import { iso } from '../../data/time.mjs';
import { conflict, found, unprocessable } from '../http/errors';
import { sortBy } from '../http/filters';
import type { Org } from '../world/org';
import { raiseAlert } from './alert-changes';
import { requireFuture, storedTimestamp, timestampMs } from './timestamps';

export type SupportRequest = components['schemas']['SupportAccessRequest'];
type Decision = components['schemas']['SupportAccessDecision'];
type State = components['schemas']['SupportAccessApprovalState'];

/** When a request in its state stops being valid: pending at its requested expiry, approved at its approval expiry. */
function expiryOf(request: SupportRequest): string | null | undefined {
  if (request.approval_state === 'pending') return request.requested_expiry;
  return request.approval_state === 'approved' ? request.approval_expiry : undefined;
}

/** The organisation's requests, those past their expiry moved to `expired` first (in place). */
export function currentRequests(org: Org, nowMs: number): SupportRequest[] {
  for (const request of org.supportRequests) {
    const expiry = expiryOf(request);
    if (expiry && timestampMs(expiry) <= nowMs) Object.assign(request, { approval_state: 'expired', updated_at: storedTimestamp(expiry) });
  }
  return org.supportRequests;
}

/** Newest first (by when they were made). */
export const newestRequestsFirst = (requests: readonly SupportRequest[]): SupportRequest[] =>
  sortBy(
    requests,
    (request) => request.requested_at,
    'desc',
    (request) => request.request_reference,
  );

export const requestKey = (request: SupportRequest): string => request.request_reference;

/** One current request of the organisation; 404 for an unknown reference. */
export function requestOf(org: Org, reference: string, nowMs: number): SupportRequest {
  return found(
    currentRequests(org, nowMs).find((request) => request.request_reference === reference),
    `Support access request ${reference}`,
  );
}

/** 409 unless the request is in one of `states`. */
function requireState(request: SupportRequest, states: readonly State[], action: string): void {
  if (!states.includes(request.approval_state)) throw conflict(`A ${request.approval_state} support access request cannot be ${action}`);
}

/** A staff member's new request (pending), with a "Support access requested" alert for the client. */
export function makeRequest(
  org: Org,
  body: InternalComponents['schemas']['SupportAccessCreate'],
  staff: string,
  nowMs: number,
): SupportRequest {
  if (!org.roles.some((role) => role.role_reference === body.role))
    throw unprocessable([{ path: 'role', message: `Must be a role of ${org.client}` }]);
  requireFuture(body.requested_expiry, nowMs, 'requested_expiry');
  const duplicate = currentRequests(org, nowMs).find(
    (request) => request.approval_state === 'pending' && request.requested_by === staff && request.role === body.role,
  );
  if (duplicate) throw conflict(`${staff} already has a pending request for the role ${body.role} (${duplicate.request_reference})`);
  const at = iso(nowMs);
  const request: SupportRequest = {
    request_reference: stream(`support-request-${org.client}-${org.supportRequests.length}`).ulid(nowMs),
    client: org.client,
    role: body.role,
    request_description: body.request_description,
    requested_expiry: storedTimestamp(body.requested_expiry),
    approval_state: 'pending',
    requested_by: staff,
    requested_at: at,
    rejection_reason: null,
    approval_expiry: null,
    approved_by: null,
    updated_at: at,
  };
  org.supportRequests.unshift(request);
  raiseAlert(
    org.alerts,
    {
      client: org.client,
      alert_scope: 'sec',
      alert_type: 'AccountAlert',
      alert_severity: 'Medium',
      alert_subject: 'Support access requested',
      alert_message: `Provider staff (${staff}) request access with role ${request.role} until ${request.requested_expiry}`,
      api_action: 'requestSupportAccess',
      related_entities: [relatedEntity('SupportAccessRequest', request.request_reference, request.role)],
    },
    nowMs,
  );
  return request;
}

/** The client's decision (approve, reject, revoke) by `user`; 409 for a decision its state does not allow, 422 for a bad expiry. */
export function decide(request: SupportRequest, decision: Decision, user: string, nowMs: number): SupportRequest {
  const changed = { approved_by: user, updated_at: iso(nowMs) };
  if (decision.action === 'approve') {
    requireState(request, ['pending'], 'approved');
    const expiry = decision.approval_expiry ?? '';
    requireFuture(expiry, nowMs, 'approval_expiry');
    if (timestampMs(expiry) > timestampMs(request.requested_expiry))
      throw unprocessable([{ path: 'approval_expiry', message: 'Must not be later than the requested expiry' }]);
    return Object.assign(request, changed, { approval_state: 'approved', approval_expiry: storedTimestamp(expiry) });
  }
  if (decision.action === 'reject') {
    requireState(request, ['pending'], 'rejected');
    return Object.assign(request, changed, { approval_state: 'rejected', rejection_reason: decision.rejection_reason ?? null });
  }
  requireState(request, ['approved'], 'revoked');
  return Object.assign(request, changed, { approval_state: 'revoked' });
}

/** Staff cancel a pending request; 409 in any other state. */
export function cancel(request: SupportRequest, nowMs: number): SupportRequest {
  requireState(request, ['pending'], 'canceled');
  return Object.assign(request, { approval_state: 'canceled', updated_at: iso(nowMs) });
}

import { useQueries } from '@tanstack/react-query';
import { getListPayloadCommentsQueryKey, listPayloadComments } from '@generated/client/hooks/comments/comments';
import { getGetPayloadAuditQueryOptions, getGetPayloadQueryOptions } from '@generated/client/hooks/payloads/payloads';
import type { ListPayloadCommentsParams } from '@generated/client/model';
import { shownInline } from '@/api/error-notice';
import { usePermission } from '@/auth/use-permission';
import { useProfile } from '@/auth/use-profile';
import { fetchAllPages } from '@/components/data-table/fetch-all';
import { holdOf, useDeviceUserHolds } from '@/components/legal-holds/device-user-holds';
import type { EvidenceData } from './evidence-model';

const ALL: ListPayloadCommentsParams = {};

/** One record as it loads: its data once everything it shows is in, or why it could not be loaded. */
export type EvidenceState =
  | { reference: string; status: 'loading' }
  | { reference: string; status: 'error'; error: Error; retry: () => void }
  | { reference: string; status: 'ready'; data: EvidenceData };

/** Every comment of a payload, open and closed (all pages); the key extends the generated one. */
const allCommentsQuery = (reference: string, enabled: boolean) => ({
  queryKey: [...getListPayloadCommentsQueryKey(reference, ALL), 'all'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchAllPages((params: ListPayloadCommentsParams, abort?: AbortSignal) => listPayloadComments(reference, params, abort), ALL, {
      signal,
    }),
  enabled,
  meta: shownInline,
});

/**
 * What the evidence records of `references` show: each payload, its audit, every comment and the
 * legal holds on device users, as far as the profile allows (what it does not allow, the record
 * says). A record that fails shows why in its place, with Retry; the others go on.
 */
export function useEvidence(references: readonly string[]): EvidenceState[] {
  const profile = useProfile();
  const canAudit = usePermission('getPayloadAudit').allowed;
  const canComment = usePermission('listPayloadComments').allowed;
  const holds = useDeviceUserHolds();
  const ready = profile.isSuccess;
  const payloads = useQueries({
    queries: references.map((reference) => getGetPayloadQueryOptions(reference, { query: { enabled: ready, meta: shownInline } })),
  });
  const audits = useQueries({
    queries: references.map((reference) =>
      getGetPayloadAuditQueryOptions(reference, { query: { enabled: ready && canAudit, meta: shownInline } }),
    ),
  });
  const comments = useQueries({ queries: references.map((reference) => allCommentsQuery(reference, ready && canComment)) });
  const holdsPending = holds.allowed && holds.query.isPending;

  return references.map((reference, index) => {
    const parts = [payloads[index], canAudit ? audits[index] : undefined, canComment ? comments[index] : undefined];
    const failed = parts.find((query) => query?.isError);
    if (failed?.error)
      return {
        reference,
        status: 'error',
        error: failed.error,
        retry: () => parts.forEach((query) => query?.isError && void query.refetch()),
      };
    const payload = payloads[index]?.data;
    if (!ready || !payload || holdsPending || parts.some((query) => query?.isPending)) return { reference, status: 'loading' };
    return {
      reference,
      status: 'ready',
      data: {
        payload,
        audit: canAudit ? audits[index]?.data : undefined,
        comments: canComment ? comments[index]?.data : undefined,
        hold: holdOf(holds.query.data, payload.device_user_reference),
        holdsReadable: holds.allowed && holds.query.isSuccess,
      },
    };
  });
}

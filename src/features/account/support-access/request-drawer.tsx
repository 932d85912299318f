import { useGetSupportAccess } from '@generated/admin/hooks/support-access/support-access';
import { useSession } from '@/auth/use-session';
import { SupportRequestDrawer } from '@/components/support/support-request-drawer';
import type { DetailParam } from '@/components/url-state/use-detail-param';
import { loadState } from '@/components/detail/load-state';
import { RequestActions } from './request-actions';

/** One request opened by its own link (`?request=`), read with `GET supportaccess/{ref}`: approve, reject or revoke it there. */
export function RequestDrawer({ detail }: { detail: DetailParam }) {
  const { client } = useSession();
  const reference = detail.reference;
  const query = useGetSupportAccess(client, reference ?? '', { query: { enabled: Boolean(reference) } });
  return (
    <SupportRequestDrawer
      reference={reference}
      request={query.data}
      {...loadState(query)}
      onClose={detail.close}
      actions={(request) => <RequestActions request={request} />}
    />
  );
}

import { useListPayloads } from '@generated/client/hooks/payloads/payloads';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { DateTime } from '@/components/date-time/date-time';
import { PlainBadge } from '@/components/plain-badge';
import { StateBadge } from '@/components/state-badge/state-badge';
import { cachedText } from '@/i18n/cached-text';
import { href, paths, serviceKindOf } from '@/lib/paths';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { plainClass } from '@/theme/plain-class';
import { DashboardCard } from './dashboard-card';
import { SkeletonRows } from './skeleton-rows';
import { LATEST_PAYLOADS_PARAMS } from './dashboard-loader';

/** The five most recent payloads with their translated type and state, linking to their detail pages. */
export function LatestPayloads() {
  const { t, i18n } = useLingui();
  const allowed = usePermission('listPayloads').allowed;
  const payloads = useListPayloads(LATEST_PAYLOADS_PARAMS, { query: { enabled: allowed } });
  if (!allowed) return null;
  const rows = (payloads.data?.data ?? []).slice(0, LATEST_PAYLOADS_PARAMS.limit);
  const table = (
    <div className={plainClass.cardTable}>
      <table>
        <caption className={plainClass.visuallyHidden}>{t`Latest payloads`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Type`}</th>
            <th scope="col">{t`Time`}</th>
            <th scope="col">{t`Device user`}</th>
            <th scope="col">{t`State`}</th>
          </tr>
        </thead>
        <tbody>
          {!payloads.data ? (
            <SkeletonRows rows={LATEST_PAYLOADS_PARAMS.limit} columns={4} />
          ) : (
            rows.map((payload) => {
              const kind = serviceKindOf(payload.payload_type);
              const type = cachedText(i18n, PAYLOAD_TYPE_LABELS[payload.payload_type]);
              return (
                <tr key={payload.payload_reference}>
                  <td>
                    {kind ? (
                      <RouterLink to={href.payload(kind, payload.payload_reference)}>{type}</RouterLink>
                    ) : (
                      <PlainBadge variant="outline">{type}</PlainBadge>
                    )}
                  </td>
                  <td>
                    <DateTime value={payload.meta.payload_time} timeZone={payload.meta.timezone} style="short" />
                  </td>
                  <td>{payload.device_user_reference}</td>
                  <td>
                    <StateBadge kind="payload" value={payload.payload_state} />
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
  return (
    <DashboardCard
      title={t`Latest payloads`}
      query={payloads}
      empty={rows.length === 0}
      emptyText={<Trans>No payloads yet.</Trans>}
      loading={table}
      fullList={{ to: paths.services.all, label: <Trans>All payloads</Trans> }}
    >
      {table}
    </DashboardCard>
  );
}

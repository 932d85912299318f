import { getListLegalHoldsQueryKey, listLegalHolds } from '@generated/client/hooks/legal-holds/legal-holds';
import { LegalHoldTargetType, type LegalHold, type ListLegalHoldsParams } from '@generated/client/model';
import { listLegalHoldsQueryParams } from '@generated/client/zod/legal-holds/legal-holds';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { TARGET_TYPE_LABELS } from './parts/labels';
import { FormDialog } from '@/components/form-dialog';
import { Screen } from '@/components/screen';
import { CreateButton } from './parts/create-button';
import { usePermission } from '@/auth/use-permission';
import { useLabelOptions } from './parts/use-label';
import { AddHoldForm } from './legal-holds/add-hold-form';
import { useHoldColumns } from './legal-holds/hold-columns';
import { paths } from '@/lib/paths';

const url = {
  type: urlParam.enumOf(Object.values(LegalHoldTargetType)),
  status: urlParam.enumOf(['active', 'released'] as const),
  sort: urlParam.sort(['target', 'type', 'status', 'created', 'updated_by', 'updated']),
};
const screenSpec: ListScreenSpec<typeof url, ListLegalHoldsParams> = {
  url,
  schema: listLegalHoldsQueryParams,
  toParams: (v) => ({ ...(v.type ? { target_type: v.type } : {}), ...(v.status ? { is_active: v.status === 'active' } : {}) }),
};
const source = { fetcher: listLegalHolds, queryKey: getListLegalHoldsQueryKey };

/** Legal holds on portal users and device users: place, release, place again. */
export default function LegalHoldsPage() {
  const { t } = useLingui();
  const title = t`Legal holds`;
  const screen = useListScreen(screenSpec, source);
  const { values: v, filters } = screen;
  const columns = useHoldColumns();
  const [adding, setAdding] = useState(false);
  const place = usePermission('putLegalHold');
  const typeOptions = useLabelOptions(TARGET_TYPE_LABELS, Object.values(LegalHoldTargetType));

  return (
    <Screen
      path={paths.account.legalHolds}
      actions={
        <CreateButton permission={place} onClick={() => setAdding(true)}>
          <Trans>Place legal hold</Trans>
        </CreateButton>
      }
    >
      <ListScreen<LegalHold>
        screen={screen}
        filters={
          <>
            <ChoiceFilter label={t`Target type`} options={typeOptions} value={v.type} onChange={(type) => filters.set({ type })} />
            <ChoiceFilter
              label={t`Status`}
              options={[
                { value: 'active', label: t`Active` },
                { value: 'released', label: t`Released` },
              ]}
              value={v.status}
              onChange={(status) => filters.set({ status })}
            />
          </>
        }
        id="legal-holds"
        caption={title}
        columns={columns}
        rowKey={(hold) => `${hold.target_type}:${hold.target}`}
        emptyTitle={t`No legal holds`}
        emptyDescription={
          screen.filtered ? t`No legal hold matches these filters.` : t`Place a hold to keep a user's records beyond the retention policy.`
        }
        exportFileName="legal-holds"
      />
      <FormDialog open={adding} onClose={() => setAdding(false)} title={t`Place legal hold`} size="md">
        <AddHoldForm onDone={() => setAdding(false)} />
      </FormDialog>
    </Screen>
  );
}

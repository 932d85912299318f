import { useDeferredValue } from 'react';
import { Navigate, useParams } from 'react-router';
import { useGetPayload } from '@generated/client/hooks/payloads/payloads';
import { DetailFrame } from '@/components/detail/detail-frame';
import { href, paths, serviceKindOf, type ServiceKind } from '@/lib/paths';
import { useLingui } from '@lingui/react/macro';
import { PayloadDetail } from './detail/payload-detail';
import { loadState } from '@/components/detail/load-state';

/** /dashboard/services/{kind}/{payload_reference}: one payload for review. */
export default function PayloadDetailPage({ kind }: { kind: ServiceKind }) {
  const { t } = useLingui();
  const { payloadReference = '' } = useParams();
  const payload = useGetPayload(payloadReference);
  // The page's first render with its data is large: deferred, React renders it in slices that let
  // the browser respond, instead of in one long task as the query's answer comes in.
  const deferred = useDeferredValue(payload.data);
  const data = deferred?.payload_reference === payloadReference ? deferred : undefined;
  if (data) {
    const actualKind = serviceKindOf(data.payload_type);
    // A link with the wrong list in it (e.g. an SMS under /calls) goes to the payload's own list.
    if (actualKind && actualKind !== kind) return <Navigate to={href.payload(actualKind, payloadReference)} replace />;
    return <PayloadDetail key={payloadReference} payload={data} kind={kind} />;
  }
  const state = loadState(payload);
  // Data not yet rendered is still loading.
  const loading = state.loading || payload.data !== undefined;
  return <DetailFrame back={{ to: paths.services[kind], label: t`Back to the list` }} title={t`Payload`} {...state} loading={loading} />;
}

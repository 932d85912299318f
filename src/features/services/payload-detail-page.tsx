import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import type { ServiceKind } from '@/lib/paths';

export default function PayloadDetailPage({ kind }: { kind: ServiceKind }) {
  const { t } = useLingui();
  return <ComingSoon title={`${t`Payload`} (${kind})`} />;
}

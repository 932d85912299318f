import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import type { ServiceKind } from '@/lib/paths';

export default function PayloadListPage({ kind }: { kind: 'all' | ServiceKind }) {
  const { t } = useLingui();
  return <ComingSoon title={kind === 'all' ? t`Services` : kind} />;
}

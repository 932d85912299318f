import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';

export default function DiagnosticsPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Diagnostics`} />;
}

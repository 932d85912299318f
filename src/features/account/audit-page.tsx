import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

export default function AuditPage() {
  const { t } = useLingui();
  const title = t`Audit`;
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

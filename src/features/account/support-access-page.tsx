import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

export default function SupportAccessPage() {
  const { t } = useLingui();
  const title = t`Support access`;
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

export default function LegalHoldsPage() {
  const { t } = useLingui();
  const title = t`Legal holds`;
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

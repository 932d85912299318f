import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

export default function CarriersPage() {
  const { t } = useLingui();
  const title = t`Carriers`;
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

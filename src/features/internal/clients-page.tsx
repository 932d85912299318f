import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

export default function ClientsPage() {
  const { t } = useLingui();
  const title = t`Clients`;
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

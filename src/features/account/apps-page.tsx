import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

export default function AppsPage() {
  const { t } = useLingui();
  const title = t`Client apps`;
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

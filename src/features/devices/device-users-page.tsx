import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

export default function DeviceUsersPage() {
  const { t } = useLingui();
  const title = t`Device users`;
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

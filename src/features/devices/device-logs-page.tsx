import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

export default function DeviceLogsPage() {
  const { t } = useLingui();
  const title = t`Device logs`;
  usePageTitle(title);
  return <ComingSoon title={title} />;
}

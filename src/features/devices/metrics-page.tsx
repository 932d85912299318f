import { Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { CommandsOverview } from './metrics/commands-overview';
import { PayloadMetrics } from './metrics/payload-metrics';
import { TelemetryOverview } from './metrics/telemetry-overview';

const VIEWS = ['payloads', 'commands', 'telemetry'] as const;
type View = (typeof VIEWS)[number];
const spec = { view: urlParam.enumOf(VIEWS, 'payloads') };

export default function MetricsPage() {
  const { t } = useLingui();
  const filters = useUrlState(spec);
  const canCommands = usePermission('listCommands').allowed;
  const canTelemetry = usePermission('listTelemetry').allowed;
  const views = [
    { value: 'payloads' as View, label: t`Payloads`, content: <PayloadMetrics />, shown: true },
    { value: 'commands' as View, label: t`Device commands`, content: <CommandsOverview />, shown: canCommands },
    { value: 'telemetry' as View, label: t`Telemetry`, content: <TelemetryOverview />, shown: canTelemetry },
  ].filter((view) => view.shown);
  const current = views.some((view) => view.value === filters.values.view) ? filters.values.view : 'payloads';
  return (
    <Screen path={paths.devices.metrics}>
      <Tabs.Root value={current} onValueChange={(details) => filters.set({ view: details.value as View })} lazyMount unmountOnExit>
        <Tabs.List>
          {views.map((view) => (
            <Tabs.Trigger key={view.value} value={view.value}>
              {view.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {views.map((view) => (
          <Tabs.Content key={view.value} value={view.value}>
            {view.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Screen>
  );
}

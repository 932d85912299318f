import { Button, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { DrawerFrame } from '@/components/drawer-frame';
import { LoadError } from '@/components/load-error';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { readCookie } from '@/lib/cookies';
import { ScenarioForm } from './scenario-form';
import { clearScenario, clearScenarios, fetchScenarios, setScenario, type ScenarioChoice, type ScenarioListing } from './scenarios-api';

/** The mock controls' panel: the sandbox world's scenarios, a form to set one, and each set one with Clear. */
export function MockControlsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <DrawerFrame open={open} onClose={onClose} title={t`Mock controls`} size="md" closeOnInteractOutside={false}>
      {open ? <ScenariosPanel /> : null}
    </DrawerFrame>
  );
}

/** Says what a scenario does: "error 500, 3 s late". */
function useScenarioText(): (choice: ScenarioChoice) => string {
  const { t } = useLingui();
  return (choice) => {
    const parts: string[] = [];
    if (choice.status !== null) {
      const status = String(choice.status);
      parts.push(t`error ${status}`);
    }
    if (choice.delay_ms !== null) {
      const seconds = String(choice.delay_ms / 1000);
      parts.push(t`${seconds} s late`);
    }
    return parts.join(', ');
  };
}

function ScenariosPanel() {
  const { t } = useLingui();
  const [listing, setListing] = useState<ScenarioListing>();
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const describe = useScenarioText();
  const world = readCookie('sandbox_world') ?? t`default`;

  const run = useCallback(
    async (action: () => Promise<ScenarioListing>, done?: string) => {
      setBusy(true);
      try {
        setListing(await action());
        setFailure(undefined);
        if (done) setNotice(done);
      } catch (error) {
        setFailure(error);
        setNotice(t`The sandbox did not take it. Is npm start still running?`);
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  useEffect(() => {
    let current = true;
    fetchScenarios().then(
      (loaded) => current && setListing(loaded),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, []);

  if (failure && !listing) return <LoadError error={failure} onRetry={() => void run(fetchScenarios)} />;
  if (!listing)
    return (
      <LoadingPlaceholder>
        <Skeleton height="40" />
      </LoadingPlaceholder>
    );
  const active = Object.entries(listing.scenarios);
  return (
    <Stack gap="6">
      <Text color="fg.muted">
        <Trans>Scenarios of the sandbox world “{world}”. Reload the page or press Retry to see the new answers.</Trans>
      </Text>
      <ScenarioForm
        listing={listing}
        busy={busy}
        onApply={(operationId, choice) => {
          const summary = describe(choice) || t`answers as usual`;
          void run(() => setScenario(operationId, choice), t`${operationId}: ${summary}`);
        }}
      />
      <Text role="status" aria-live="polite" minH="6">
        {notice}
      </Text>
      <Stack gap="2" as="section" aria-labelledby="mock-controls-active">
        <Text id="mock-controls-active" fontWeight="semibold">
          {t`Scenarios set`}
        </Text>
        {active.length ? (
          <List.Root gap="2" variant="plain">
            {active.map(([operationId, choice]) => (
              <List.Item key={operationId}>
                <HStack justify="space-between" width="full" gap="3">
                  <Text>
                    {operationId}: {describe(choice)}
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => void run(() => clearScenario(operationId), t`${operationId}: answers as usual`)}
                  >
                    {t`Clear`}
                    <Text as="span" srOnly>
                      {operationId}
                    </Text>
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">{t`None: every call is answered as usual.`}</Text>
        )}
        {active.length ? (
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void run(clearScenarios, t`Every call is answered as usual.`)}>
              {t`Clear all`}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Stack>
  );
}

import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

const loadDrawer = () => import('./mock-controls-drawer');
const MockControlsDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MockControlsDrawer })));

/**
 * The mock controls: on the local mock only (deferred-overlays.tsx loads this chunk there), a
 * button that opens a panel setting an error status or a delay per operation for the sandbox world
 * of this browser (the `sandbox_world` cookie, else the default world). The panel's code (a drawer,
 * a form) loads when the button is first pointed at, focused or pressed, not with every page.
 */
export function MockControls() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="surface"
        position="fixed"
        insetStart="3"
        bottom="3"
        zIndex="docked"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        // Not on a printed evidence record (src/features/services/evidence/evidence-print.css).
        data-print-hide=""
      >
        {t`Mock controls`}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <MockControlsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import type { PopoverContentProps } from '@chakra-ui/react';
import { cloneElement, Suspense, useId, useState, type ReactElement, type ReactNode } from 'react';
import { lazyOrNothing } from '@/components/lazy-or-nothing';
import { useOpenedOnce } from '@/components/use-opened-once';

interface HeaderPopoverProps {
  /** The header button that opens it. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The line that heads the popover. */
  title: ReactNode;
  width: PopoverContentProps['width'];
  children: ReactNode;
}

export interface HeaderPanelProps extends Omit<HeaderPopoverProps, 'trigger'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerId: string;
  contentId: string;
}

const loadPanel = () => import('./header-panel');
const HeaderPanel = lazyOrNothing(() => loadPanel().then((module) => module.HeaderPanel));

/**
 * A panel opened from a header button (alerts, user menu), aligned to the button's end. Every page
 * has these panels and few visits open them: the button is plain until then, and the popover (its
 * state machine, positioning and panel) loads when the pointer or focus reaches the button and
 * mounts on the first opening.
 */
export function HeaderPopover({ trigger, title, width, children }: HeaderPopoverProps) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const triggerId = useId();
  const contentId = useId();
  const preload = () => void loadPanel().catch(() => undefined);
  return (
    <>
      {cloneElement(trigger, {
        id: triggerId,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? contentId : undefined,
        'data-state': open ? 'open' : 'closed',
        onClick: () => setOpen((wasOpen) => !wasOpen),
        onPointerEnter: preload,
        onFocus: preload,
      })}
      {opened ? (
        <Suspense fallback={null}>
          <HeaderPanel open={open} onOpenChange={setOpen} triggerId={triggerId} contentId={contentId} title={title} width={width}>
            {children}
          </HeaderPanel>
        </Suspense>
      ) : null}
    </>
  );
}

import type { PopoverContentProps } from '@chakra-ui/react';
import { cloneElement, Suspense, useId, useState, type ReactElement, type ReactNode } from 'react';
import { lazyOrNothing } from '@/components/lazy-or-nothing';
import { useOpenedOnce } from '@/components/use-opened-once';

interface ButtonPopoverProps {
  /** The button that opens it. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The line that heads the popover and names it. */
  title: ReactNode;
  width?: PopoverContentProps['width'];
  /** Opened and closed from outside too (a keyboard shortcut); the popover keeps its own state without. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

export interface ButtonPopoverPanelProps extends Pick<ButtonPopoverProps, 'title' | 'width' | 'children'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerId: string;
  contentId: string;
}

const loadPanel = () => import('./button-popover-panel');
const ButtonPopoverPanel = lazyOrNothing(() => loadPanel().then((module) => module.ButtonPopoverPanel));

/**
 * A panel opened from a button (the header's alerts and user menu, a call's shortcuts), aligned to
 * the button's end. Pages have these buttons and few visits open them: the button is plain until
 * then, and the popover (its state machine, positioning and panel) loads when the pointer or focus
 * reaches the button and mounts on the first opening.
 */
export function ButtonPopover({ trigger, title, width, open: openFromOutside, onOpenChange, children }: ButtonPopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openFromOutside ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openFromOutside === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
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
        onClick: () => setOpen(!open),
        onPointerEnter: preload,
        onFocus: preload,
      })}
      {opened ? (
        <Suspense fallback={null}>
          <ButtonPopoverPanel open={open} onOpenChange={setOpen} triggerId={triggerId} contentId={contentId} title={title} width={width}>
            {children}
          </ButtonPopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}

import { Link as ChakraLink, Skeleton, SkeletonText, Stack, Tabs } from '@chakra-ui/react';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryWriter } from '@/components/url-state/use-query-writer';
import { Icon } from '@/components/icon';
import { LoadError } from '@/components/load-error';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { PageHeading } from '@/components/page-heading';
import { useShownLater } from '@/lib/use-shown-later';
import { withTab } from './tab-query';

export interface DetailTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Hidden tabs are left out (e.g. not allowed by the profile). */
  hidden?: boolean;
}

export interface DetailFrameProps {
  /** The page heading (h1), as text: device and user text is never HTML. */
  title: ReactNode;
  /** A line under the title (type, reference, ...). */
  subtitle?: ReactNode;
  /** E.g. a StateBadge, beside the title. */
  badge?: ReactNode;
  /** Buttons for the record, right of the title. */
  actions?: ReactNode;
  /** A link back to the list. */
  back?: { to: string; label: ReactNode };
  tabs?: readonly DetailTab[];
  /** The query key that keeps the selected tab in the URL (default 'tab'); the first tab is the default. */
  tabParam?: string;
  /** Shown above the tabs (e.g. a MetadataList or a player). */
  children?: ReactNode;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
}

/**
 * A detail page's tabs, mounted in a render of their own once the page has committed. Chakra's
 * Tabs (a Zag machine) set state as they start, in a layout effect: React handles that inside the
 * commit, and then also flushes the whole page's effects and re-renders in that same task, a long
 * task on a call's detail. They come last on the page, so nothing moves when they arrive.
 */
function DetailTabs({ tabs, current, onSelect }: { tabs: readonly DetailTab[]; current: string; onSelect: (value: string) => void }) {
  const shown = useShownLater();
  if (!shown) return null;
  return (
    <Tabs.Root value={current} onValueChange={(details) => onSelect(details.value)} lazyMount unmountOnExit>
      <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0} whiteSpace="nowrap">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The frame of every detail page: back link, title with state badge and actions, content, and tabs kept in the URL. */
export function DetailFrame({
  title,
  subtitle,
  badge,
  actions,
  back,
  tabs,
  tabParam = 'tab',
  children,
  loading,
  error,
  onRetry,
}: DetailFrameProps) {
  const { search, write } = useQueryWriter();
  const shownTabs = tabs?.filter((tab) => !tab.hidden) ?? [];
  const requested = new URLSearchParams(search).get(tabParam);
  const current = shownTabs.find((tab) => tab.value === requested)?.value ?? shownTabs[0]?.value;
  const selectTab = (value: string) =>
    write((previous) => withTab(previous, tabParam, value === shownTabs[0]?.value ? undefined : value), { replace: true });

  return (
    <Stack gap="5">
      {back ? (
        <ChakraLink asChild fontSize="sm" color="fg.muted" width="fit-content">
          <Link to={back.to}>
            <Icon icon={faArrowLeft} />
            {back.label}
          </Link>
        </ChakraLink>
      ) : null}
      {error && !loading ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : loading ? (
        <LoadingPlaceholder>
          <Skeleton height="8" width="50%" />
          <SkeletonText noOfLines={4} />
        </LoadingPlaceholder>
      ) : (
        <>
          <PageHeading title={title} badge={badge} description={subtitle} actions={actions} />
          {children}
          {shownTabs.length && current ? <DetailTabs tabs={shownTabs} current={current} onSelect={selectTab} /> : null}
        </>
      )}
    </Stack>
  );
}

import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ComponentProps } from 'react';
import { LoadError } from '@/components/load-error';
import type { CommentsPanel } from './comments-panel';
import { CommentsPanelLoading } from './comments-panel-loading';

type CommentsPanelType = typeof CommentsPanel;
type Loaded = { Panel: CommentsPanelType } | { error: unknown } | undefined;

/**
 * The comments tab, whose code (the comment form, react-hook-form) loads as the tab mounts, once
 * the payload is on screen. Loaded in an effect rather than with React.lazy: a Suspense boundary
 * inside the tabs as they mounted lost the first click on another tab (Zag's tabs machine had not
 * started when the click came).
 */
export function LoadedCommentsPanel(props: ComponentProps<CommentsPanelType>) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import('./comments-panel').then(
      (module) => live && setLoaded({ Panel: module.CommentsPanel }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (loaded && 'Panel' in loaded) return <loaded.Panel {...props} />;
  if (loaded)
    return (
      <LoadError
        title={<Trans>The comments could not be loaded.</Trans>}
        error={loaded.error}
        onRetry={() => {
          setLoaded(undefined);
          setAttempt((count) => count + 1);
        }}
      />
    );
  return <CommentsPanelLoading />;
}

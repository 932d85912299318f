import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { screenHeadings, type HeadedPath, type ScreenHeading as HeadingText } from '@/lib/screen-headings';
import { PageHeading } from './page-heading';
import { usePageTitle } from './use-page-title';

export interface ScreenHeadingProps {
  /** The screen's address: its title and description come from `screenHeadings`, as in its pre-rendered page. */
  path: HeadedPath;
  /** A line that names the loaded data, in place of the description the screen shows while loading. */
  description?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}

/** The h1, description and document title of a screen with a fixed address. */
export function ScreenHeading({ path, description, badge, actions }: ScreenHeadingProps) {
  const { i18n } = useLingui();
  const heading: HeadingText = screenHeadings[path];
  const title = i18n._(heading.title);
  usePageTitle(title);
  return (
    <PageHeading
      title={title}
      badge={badge}
      description={description ?? (heading.description ? i18n._(heading.description) : undefined)}
      actions={actions}
    />
  );
}

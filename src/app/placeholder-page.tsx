import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ComingSoon } from '@/components/coming-soon';
import { usePageTitle } from '@/components/use-page-title';

/** A screen that a later issue builds: its translated heading and a clear note. */
export default function PlaceholderPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  const text = i18n._(title);
  usePageTitle(text);
  return <ComingSoon title={text} />;
}

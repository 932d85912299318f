import { Global } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useTimeFormat } from '@/components/date-time/use-time-format';
import { cssString, pageCounterContent } from './css-string';
import type { Production } from './evidence-model';

interface EvidencePageRulesProps {
  /** The document's reference, at the top of every page not given one of its own. */
  reference: string;
  production: Production;
  /** Named pages (a record each) and the reference at their top. */
  pages: readonly { page: string; reference: string }[];
}

const MARGIN_BOX = { fontSize: '8pt', fontFamily: 'sans-serif', color: '#333' };
const PAGE_BOX = { size: 'a4', margin: '18mm 14mm' };

/**
 * The print pages of an evidence document (`@page`, through Emotion: the content is the document's
 * own): A4, and in the margins of every page the reference of the record on it, the organisation,
 * who produced it and when, and the page number of the whole.
 */
export function EvidencePageRules({ reference, production, pages }: EvidencePageRulesProps) {
  const { t } = useLingui();
  const produced = useTimeFormat().text(production.producedAt) ?? '';
  const by = production.producedBy;
  const organisation = production.organisation;
  const styles = {
    '@page': {
      ...PAGE_BOX,
      '@top-left': { ...MARGIN_BOX, content: cssString(reference) },
      '@top-right': { ...MARGIN_BOX, content: cssString(t`Evidence record · ${organisation}`) },
      '@bottom-left': { ...MARGIN_BOX, content: cssString(t`Produced ${produced} by ${by}`) },
      '@bottom-right': { ...MARGIN_BOX, content: pageCounterContent((page, count) => t`Page ${page} of ${count}`) },
    },
    ...Object.fromEntries(
      pages.map((entry) => [`@page ${entry.page}`, { '@top-left': { ...MARGIN_BOX, content: cssString(entry.reference) } }]),
    ),
  };
  return <Global styles={styles} />;
}

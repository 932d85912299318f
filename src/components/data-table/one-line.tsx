import { MissingValue } from '@/components/missing-value';

/**
 * Text in a table cell, which cuts it to one line: the whole text is its tooltip, it keeps its own
 * direction (text from devices and people), and a dash says when there is none.
 */
export function OneLine({ text }: { text: string | null | undefined }) {
  if (!text) return <MissingValue />;
  return (
    <span title={text} dir="auto">
      {text}
    </span>
  );
}

import { MissingValue } from '@/components/missing-value';
import { formatDuration } from './format-date';

/** Seconds as h:mm:ss, with the exact seconds for screen readers and as a tooltip; a dash when missing. */
export function Duration({ seconds }: { seconds: number | null | undefined }) {
  const text = formatDuration(seconds);
  if (!text || typeof seconds !== 'number') return <MissingValue />;
  return (
    <time dateTime={`PT${Math.round(seconds)}S`} title={`${Math.round(seconds)} s`}>
      {text}
    </time>
  );
}

import { plainClass } from '@/theme/plain-class';

/** One number with its label and an optional breakdown line, styled by static CSS (src/theme/plain-styles.ts). */
export function StatCard({ label, value, help }: { label: string; value: number | undefined; help?: string | undefined }) {
  return (
    <div className={plainClass.statCard}>
      <dl>
        <dt data-part="label">{label}</dt>
        <dd data-part="value">{value ?? '–'}</dd>
        {help ? <dd data-part="help">{help}</dd> : null}
      </dl>
    </div>
  );
}

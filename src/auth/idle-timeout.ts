import type { PortalConfig } from '@/lib/portal-config';

/** Minutes without use of any tab before the session ends, unless the deployment says otherwise. */
export const DEFAULT_IDLE_MINUTES = 30;
/** Shorter would leave little beyond the warning's two minutes; longer is no timeout at all. */
const IDLE_MINUTES_RANGE = [5, 24 * 60] as const;

/** The deployment's idle timeout in milliseconds (`idleTimeoutMinutes`, kept within 5 minutes and a day). */
export function idleTimeoutMs({ idleTimeoutMinutes = DEFAULT_IDLE_MINUTES }: PortalConfig): number {
  const [min, max] = IDLE_MINUTES_RANGE;
  return Math.min(max, Math.max(min, idleTimeoutMinutes)) * 60_000;
}

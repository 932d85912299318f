import { paths } from '@/lib/paths';
import { SIGNED_IN_AREAS, signedInArea } from '@/lib/signed-in-areas';

/** The home of the area a path belongs to: the dashboard, the staff area, or the landing page. */
export function areaHome(pathname: string): string {
  const area = signedInArea(pathname);
  return area ? SIGNED_IN_AREAS[area] : paths.landing;
}

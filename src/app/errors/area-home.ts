import { paths } from '@/lib/paths';

/** The home of the area a path belongs to: the dashboard, the staff area, or the landing page. */
export function areaHome(pathname: string): string {
  const within = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  if (within(paths.dashboard)) return paths.dashboard;
  return within(paths.internal.clients) ? paths.internal.clients : paths.landing;
}

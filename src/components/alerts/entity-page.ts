import type { AlertRelatedEntity } from '@generated/admin/model';
import { href, paths, serviceKindOf } from '@/lib/paths';

/** A portal route the app may navigate to: a path of this origin under /dashboard (never a URL or `javascript:`). */
function isPortalRoute(link: string | null | undefined): link is string {
  return typeof link === 'string' && /^\/dashboard(?:[/?#]|$)/.test(link) && !link.includes('\\');
}

/**
 * The client portal page of an alert's related entity: its `page_link` when that is a portal
 * route, otherwise the page the portal has for that kind of entity (undefined when there is none).
 */
export function entityPagePath(entity: AlertRelatedEntity): string | undefined {
  if (isPortalRoute(entity.page_link)) return entity.page_link;
  const id = entity.entity_id;
  switch (entity.entity_type) {
    case 'Device':
      return href.device(id);
    case 'DeviceUser':
      return href.deviceUser(id);
    case 'Payload': {
      const kind = entity.entity_subtype ? serviceKindOf(entity.entity_subtype) : undefined;
      return kind ? href.payload(kind, id) : undefined;
    }
    case 'Transfer':
      return href.transfer(id);
    case 'Migration':
      return paths.account.migrations;
    case 'SupportAccessRequest':
      return paths.account.supportAccess;
    case 'PortalUser':
      return paths.account.audit;
    default:
      return undefined;
  }
}

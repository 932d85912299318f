import { DeviceService, type Group, type GroupServiceStats } from '@generated/admin/model';

export const SERVICES = Object.values(DeviceService);

/** The figures of one service, or undefined when the server gave none. */
export function serviceStats(group: Group, service: DeviceService): GroupServiceStats | undefined {
  return group.stats?.services[service];
}

/** Licences in use per service, leaving out services without any, in the contract's order. */
export function licencesInUse(group: Group): { service: DeviceService; used: number }[] {
  return SERVICES.flatMap((service) => {
    const used = serviceStats(group, service)?.used_licenses ?? 0;
    return used > 0 ? [{ service, used }] : [];
  });
}

/** The group's tags as 'key: value' text, in their order. */
export function tagsText(group: Pick<Group, 'tags'>): string {
  return group.tags.map((tag) => `${tag.tag_key}: ${tag.tag_value}`).join(', ');
}

import { describe, expect, it } from 'vitest';
import { adminProfile } from '@/api/test-profile';
import { paths } from '@/lib/paths';
import { allowedItems, dashboardNav, internalNav } from './nav-items';

const devices = dashboardNav.find((group) => group.items.some((item) => item.to === paths.devices.list))!.items;

describe('allowedItems', () => {
  it('hides every entry that needs an action until the profile has loaded, as usePermission denies it', () => {
    expect(allowedItems(devices, undefined)).toEqual([]);
    expect(allowedItems(dashboardNav, undefined).map((group) => group.label.id)).toEqual(
      dashboardNav.filter((group) => !group.action).map((group) => group.label.id),
    );
  });

  it("shows what the profile's actions allow, and everything for '*'", () => {
    const reviewer = { ...adminProfile, actions: ['listDevices', 'listGps'] };
    expect(allowedItems(devices, reviewer).map((item) => item.to)).toEqual([paths.devices.list, paths.devices.gps]);
    expect(allowedItems(devices, adminProfile)).toEqual(devices);
  });

  it('keeps entries that need no action whatever the profile', () => {
    expect(allowedItems(internalNav, undefined)).toEqual(internalNav);
  });
});

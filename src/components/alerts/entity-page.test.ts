import { describe, expect, it } from 'vitest';
import { entityPagePath } from './entity-page';

describe('entityPagePath', () => {
  it('uses page_link when it is a portal route', () => {
    expect(entityPagePath({ entity_id: 'ldn-trd-001', entity_type: 'Device', page_link: '/dashboard/devices/ldn-trd-001' })).toBe(
      '/dashboard/devices/ldn-trd-001',
    );
    expect(entityPagePath({ entity_id: 'a@b', entity_type: 'PortalUser', page_link: '/dashboard/account/audit?user=a%40b' })).toBe(
      '/dashboard/account/audit?user=a%40b',
    );
  });

  it('never follows a link that leaves the portal', () => {
    expect(entityPagePath({ entity_id: 'x', entity_type: 'Device', page_link: 'javascript:alert(1)' })).toBe('/dashboard/devices/x');
    expect(entityPagePath({ entity_id: 'x', entity_type: 'Device', page_link: '//evil.example/dashboard' })).toBe('/dashboard/devices/x');
    expect(entityPagePath({ entity_id: 'x', entity_type: 'Device', page_link: 'https://evil.example/dashboard' })).toBe(
      '/dashboard/devices/x',
    );
  });

  it('builds the page of each kind when there is no page_link', () => {
    expect(entityPagePath({ entity_id: 'nyc-ops-<b>002', entity_type: 'Device' })).toBe('/dashboard/devices/nyc-ops-%3Cb%3E002');
    expect(entityPagePath({ entity_id: 'li.wei', entity_type: 'DeviceUser' })).toBe('/dashboard/devices/users/li.wei');
    expect(entityPagePath({ entity_id: 'P1', entity_type: 'Payload', entity_subtype: 'SMS' })).toBe('/dashboard/services/messages/P1');
    expect(entityPagePath({ entity_id: 'P1', entity_type: 'Payload', entity_subtype: 'Diagnostics' })).toBeUndefined();
    expect(entityPagePath({ entity_id: 'T1', entity_type: 'Transfer' })).toBe('/dashboard/account/transfers/T1');
    expect(entityPagePath({ entity_id: 'R1', entity_type: 'SupportAccessRequest' })).toBe('/dashboard/account/support-access');
  });
});

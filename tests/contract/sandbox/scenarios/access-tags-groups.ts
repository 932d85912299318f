import { expect } from 'vitest';
import type { Json, Scenario, ScenarioApi } from '../scenario';
import { checkList, readAll } from '../lists';

const TAGS = '/api/v1/acme/tags';
const GROUPS = '/api/v1/acme/groups';
const tagPath = (key: string) => `${TAGS}/${encodeURIComponent(key)}`;
const groupPath = (reference: string) => `${GROUPS}/${encodeURIComponent(reference)}`;
const byReference = (group: Json) => group.group_reference;
/** Lists and reads uk groups only, never Middle East Desk (External Auditor (2026)). */
const AUDITOR = { client: 'acme', user: 'external.auditor@audit-firm.example', name: 'External Auditor' };

const tagsOf = (group: Json): Record<string, string> => Object.fromEntries(group.tags.map((tag: Json) => [tag.tag_key, tag.tag_value]));
const groupsByReference = async (api: ScenarioApi): Promise<Record<string, Json>> =>
  Object.fromEntries((await readAll(api, { document: 'admin', path: GROUPS })).map((group) => [group.group_reference, group]));

export const accessTagGroupScenarios: Scenario[] = [
  {
    name: 'access: tag definitions page by key; one reads back; an unknown key is 404',
    run: async (api) => {
      const all = await checkList(api, { document: 'admin', path: TAGS, key: (tag) => tag.tag_key });
      const keys = all.map((tag: Json) => tag.tag_key);
      expect(keys, 'ordered by key').toEqual([...keys].sort());
      expect((await api.get('admin', tagPath('free text (any)'))).body).toEqual(all.find((tag: Json) => tag.tag_key === 'free text (any)'));
      await api.get('admin', tagPath('no-such-tag'), { status: 404 });
    },
  },
  {
    name: 'access: a tag change existing groups fail is refused with 409 naming them, then applied to them with force_update',
    run: async (api) => {
      const { body: added } = await api.put('admin', tagPath('desk'), {
        body: { tag_values: ['equities', 'fx', 'rates', 'commodities', 'sales', 'credit'], is_required: false, default_value: null },
      });
      expect(added).toEqual({
        tag_key: 'desk',
        tag_values: ['equities', 'fx', 'rates', 'commodities', 'sales', 'credit'],
        is_required: false,
        default_value: null,
      });

      const narrower = { tag_values: ['equities', 'fx'], is_required: false, default_value: null };
      const { body: refused } = await api.put('admin', tagPath('desk'), { body: narrower, status: 409 });
      expect(refused).toEqual({ error_code: 409, message: 'Groups failing the tag definition: Sao Paulo Vendas' });
      expect((await api.get('admin', tagPath('desk'))).body.tag_values, 'a refused change is not stored').toContain('sales');
      await api.put('admin', tagPath('desk'), { body: narrower, query: { force_update: true } });
      const afterDesk = await groupsByReference(api);
      expect(tagsOf(afterDesk['Sao Paulo Vendas']), 'an optional tag without a default is removed').not.toHaveProperty('desk');
      expect(tagsOf(afterDesk['London FX Desk']).desk).toBe('fx');

      const tier = { tag_values: ['gold', 'silver'], is_required: true, default_value: 'silver' };
      const { body: everyGroup } = await api.put('admin', tagPath('tier'), { body: tier, status: 409 });
      expect(everyGroup.message).toBe(`Groups failing the tag definition: ${Object.values(afterDesk).map(byReference).join(', ')}`);
      await api.get('admin', tagPath('tier'), { status: 404 });
      await api.put('admin', tagPath('tier'), { body: tier, query: { force_update: true } });
      const { body: filtered } = await api.get('admin', GROUPS, { query: { tag_key: 'tier', tag_value: 'silver' } });
      expect(filtered.count, 'every group got the default of the new required tag').toBe(Object.keys(afterDesk).length);

      await api.put('admin', tagPath('risk_level'), {
        body: { tag_values: ['low', 'high'], is_required: true, default_value: 'low' },
        query: { force_update: true },
      });
      const { body: standard } = await api.get('admin', groupPath('Field Engineers'));
      expect(tagsOf(standard).risk_level, 'a value no longer allowed becomes the default').toBe('low');

      const { body: broken } = await api.put('admin', tagPath('tier'), {
        body: { tag_values: ['gold'], is_required: true, default_value: 'bronze' },
        status: 422,
      });
      expect(broken.errors).toEqual([{ path: 'default_value', message: 'The default value must be one of the tag values' }]);
    },
  },
  {
    name: 'access: deleting a tag definition removes the tag from every group; then 404',
    run: async (api) => {
      const { body: before } = await api.get('admin', GROUPS, { query: { tag_key: 'office' } });
      expect(before.count).toBeGreaterThan(0);
      await api.delete('admin', tagPath('office'), { status: 204 });
      await api.get('admin', tagPath('office'), { status: 404 });
      await api.delete('admin', tagPath('office'), { status: 404 });
      expect((await api.get('admin', GROUPS, { query: { tag_key: 'office' } })).body.count).toBe(0);
      expect(tagsOf((await api.get('admin', groupPath('London Trading'))).body)).not.toHaveProperty('office');
      expect((await readAll(api, { document: 'admin', path: TAGS })).map((tag) => tag.tag_key)).not.toContain('office');
    },
  },
  {
    name: 'access: groups page by reference with stats and filter on tag key, tag value and search',
    run: async (api) => {
      const all = await checkList(api, {
        document: 'admin',
        path: GROUPS,
        key: byReference,
        total: true,
        filters: [
          { name: 'tag_key', query: { tag_key: 'desk' }, keeps: (group) => 'desk' in tagsOf(group) },
          { name: 'tag_key and tag_value', query: { tag_key: 'region', tag_value: 'uk' }, keeps: (group) => tagsOf(group).region === 'uk' },
          { name: 'tag_value alone', query: { tag_value: 'high' }, keeps: (group) => Object.values(tagsOf(group)).includes('high') },
          { name: 'search on the reference', query: { search: 'LONDON' }, keeps: (group) => group.group_reference.startsWith('London') },
          { name: 'search on a tag value', query: { search: 'dubai' }, keeps: (group) => group.group_reference === 'Middle East Desk' },
        ],
      });
      const references = all.map(byReference);
      expect(references, 'ordered by reference').toEqual([...references].sort());
      expect(all.every((group: Json) => group.stats && group.stats.device_users >= 0)).toBe(true);
      expect((await api.get('admin', groupPath('Ops & <Risk> Desk!'))).body).toEqual(
        all.find((group: Json) => group.group_reference === 'Ops & <Risk> Desk!'),
      );
      await api.get('admin', groupPath('No Such Group'), { status: 404 });
    },
  },
  {
    name: 'access: a group is created with the required tags it lacks, replaced, refused with 422 per offending tag, deleted then 404',
    run: async (api) => {
      const { body: created } = await api.put('admin', groupPath('Rates Desk'), {
        body: {
          tags: [
            { tag_key: 'desk', tag_value: 'rates' },
            { tag_key: 'region', tag_value: 'br' },
          ],
        },
      });
      expect(tagsOf(created)).toEqual({
        desk: 'rates',
        region: 'br',
        risk_level: 'standard',
        business_unit: 'wholesale',
        retention_class: '7y',
      });
      expect(created.stats).toMatchObject({ device_users: 0, expected_devices: 0, actual_devices: 0 });
      expect((await api.get('admin', groupPath('Rates Desk'))).body).toEqual(created);
      expect((await api.get('admin', GROUPS, { query: { tag_key: 'desk', tag_value: 'rates' } })).body.data.map(byReference)).toEqual([
        'Rates Desk',
      ]);

      const { body: replaced } = await api.put('admin', groupPath('London Trading'), {
        body: {
          tags: [
            { tag_key: 'region', tag_value: 'uk' },
            { tag_key: 'risk_level', tag_value: 'high' },
          ],
        },
      });
      expect(tagsOf(replaced)).toEqual({ region: 'uk', risk_level: 'high', business_unit: 'wholesale', retention_class: '7y' });
      expect(replaced.stats.device_users, 'a replaced group keeps its members').toBeGreaterThan(0);

      const { body: broken } = await api.put('admin', groupPath('Rates Desk'), {
        body: {
          tags: [
            { tag_key: 'region', tag_value: 'mars' },
            { tag_key: 'colour', tag_value: 'red' },
            { tag_key: 'desk', tag_value: 'fx' },
            { tag_key: 'desk', tag_value: 'rates' },
          ],
        },
        status: 422,
      });
      expect(broken.errors).toEqual([
        { path: 'tags.0.tag_value', message: 'Must be one of the values of the tag region' },
        { path: 'tags.1.tag_value', message: 'No tag definition has the key colour' },
        { path: 'tags.3.tag_value', message: 'The tag desk is already on the group' },
      ]);
      await api.delete('admin', groupPath('Rates Desk'), { status: 204 });
      await api.get('admin', groupPath('Rates Desk'), { status: 404 });
      await api.delete('admin', groupPath('Rates Desk'), { status: 404 });
    },
  },
  {
    name: 'access: a group with active members, the default group or a client app group cannot be deleted (409)',
    run: async (api) => {
      const { body: busy } = await api.delete('admin', groupPath('London Trading'), { status: 409 });
      expect(busy.message).toBe('Group London Trading has 1 active device users and 1 active devices');
      await api.put('admin', groupPath('Empty Desk'), { body: { tags: [] } });
      await api.put('admin', '/api/v1/acme/account/defaults', { body: { user_group: 'Empty Desk', role: 'Read Only', cidr_ranges: [] } });
      expect((await api.delete('admin', groupPath('Empty Desk'), { status: 409 })).body.message).toBe(
        "Group Empty Desk is the account's default group",
      );
      await api.put('admin', '/api/v1/acme/account/defaults', { body: { user_group: 'Compliance', role: 'Read Only', cidr_ranges: [] } });
      const app = {
        oidc_config: { issuer: 'https://auth.acme.example', audience: 'empty-desk', jwks_uri: 'https://auth.acme.example/jwks.json' },
        group: 'Empty Desk',
        roles: ['Read Only'],
      };
      await api.post('admin', '/api/v1/acme/account/apps/desk-bot', { body: app, status: 201 });
      expect((await api.delete('admin', groupPath('Empty Desk'), { status: 409 })).body.message).toBe(
        'Group Empty Desk is the group of the client app desk-bot',
      );
      await api.delete('admin', '/api/v1/acme/account/apps/desk-bot', { status: 204 });
      await api.delete('admin', groupPath('Empty Desk'), { status: 204 });
    },
  },
  {
    name: 'access: groups the caller may not list or read are hidden from the list, its total and reads (404)',
    run: async (api) => {
      const seen = await readAll(api, { document: 'admin', path: GROUPS, as: AUDITOR });
      expect(seen.map(byReference)).toEqual(['Compliance', 'Field Engineers', 'Legacy Import', 'London FX Desk', 'London Trading']);
      await api.get('admin', groupPath('Middle East Desk'), { as: AUDITOR, status: 404 });
      expect((await api.get('admin', groupPath('Compliance'), { as: AUDITOR })).body.group_reference).toBe('Compliance');
      const { body } = await api.get('admin', GROUPS, { as: AUDITOR, query: { query_result: 'total' } });
      expect(body.total).toBe(5);
    },
  },
];

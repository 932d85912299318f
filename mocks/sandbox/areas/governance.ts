// The account's governance: legacy migration runs and their switches, and the retention policy.
// Legal holds are in legal-holds.ts.
import type { components } from '../../../generated/client/schema';
import type { HandlerTable } from '../handler';
import { unprocessable, type FieldError } from '../http/errors';
import { dateRange, inRange, sortBy } from '../http/filters';
import { paginate } from '../http/paging';
import { legalHoldsClient } from './legal-holds';

type RetentionPolicy = components['schemas']['RetentionPolicy'];

interface Days {
  delete_after_days?: number | undefined;
  destroy_after_days?: number | undefined;
}

/** Breaks of the policy's rules in words: one rule per record or payload type, destruction not before deletion. */
function retentionBreaks(policy: RetentionPolicy): FieldError[] {
  const errors: FieldError[] = [];
  const check = <R extends Days>(list: string, rules: readonly R[], keyName: keyof R & string, what: string) => {
    const seen = new Set<unknown>();
    rules.forEach((rule, index) => {
      if (seen.has(rule[keyName])) errors.push({ path: `${list}.${index}.${keyName}`, message: `At most one rule per ${what}` });
      seen.add(rule[keyName]);
      if (
        rule.delete_after_days !== undefined &&
        rule.destroy_after_days !== undefined &&
        rule.destroy_after_days < rule.delete_after_days
      ) {
        errors.push({ path: `${list}.${index}.destroy_after_days`, message: 'Must not be less than the days before deletion' });
      }
    });
  };
  check('record_types', policy.record_types, 'record_type', 'record type');
  check('payload_types', policy.payload_types, 'payload_type', 'payload type');
  return errors;
}

export const governanceClient = {
  listMigrations: ({ org, query }) => {
    const range = dateRange(query);
    const matching = org.migrations.filter((run) => (!query.state || run.state === query.state) && inRange(run.started_at, range));
    return paginate(
      sortBy(
        matching,
        (run) => run.started_at,
        'desc',
        (run) => run.id,
      ),
      query,
      (run) => run.id,
    );
  },
  getMigrationConfig: ({ org }) => org.migrationConfig,
  putMigrationConfig: ({ org, body }) => {
    org.migrationConfig = {
      disable_onboarding: body.disable_onboarding,
      disable_offboarding: body.disable_offboarding,
      disable_payloads: body.disable_payloads,
    };
    return org.migrationConfig;
  },
  getRetentionPolicy: ({ org }) => org.retention,
  putRetentionPolicy: ({ org, body }) => {
    const errors = retentionBreaks(body);
    if (errors.length) throw unprocessable(errors);
    org.retention = body;
    return org.retention;
  },
  ...legalHoldsClient,
} satisfies HandlerTable<'client'>;

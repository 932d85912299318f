// Every handler of the sandbox, by document and operationId.
import { accessAdmin, accessInternal } from './areas/access';
import { activitiesAdmin } from './areas/activities';
import { alertsAdmin, alertsInternal } from './areas/alerts';
import { appsAdmin } from './areas/apps';
import { authAdmin, authInternal } from './areas/auth';
import { commentsClient } from './areas/comments';
import { deviceUsersAdmin } from './areas/device-users';
import { devicesAdmin } from './areas/devices';
import { governanceClient } from './areas/governance';
import { overviewAdmin } from './areas/overview';
import { payloadsClient } from './areas/payloads';
import { providerInternal } from './areas/provider';
import { supportAccessAdmin, supportAccessInternal } from './areas/support-access';
import { tracksClient } from './areas/tracks';
import { transfersClient } from './areas/transfers';
import type { DocumentName, OperationId } from './contract';
import type { HandlerTable } from './handler';
import type { UNSERVED } from './unserved';

export const HANDLERS = {
  admin: {
    ...authAdmin,
    ...accessAdmin,
    ...appsAdmin,
    ...activitiesAdmin,
    ...devicesAdmin,
    ...deviceUsersAdmin,
    ...overviewAdmin,
    ...alertsAdmin,
    ...supportAccessAdmin,
  } satisfies HandlerTable<'admin'>,
  client: {
    ...payloadsClient,
    ...commentsClient,
    ...tracksClient,
    ...transfersClient,
    ...governanceClient,
  } satisfies HandlerTable<'client'>,
  internal: {
    ...authInternal,
    ...accessInternal,
    ...alertsInternal,
    ...supportAccessInternal,
    ...providerInternal,
  } satisfies HandlerTable<'internal'>,
};

/** The operations of a document neither served nor listed in UNSERVED: `never` when the sandbox is complete. */
type Missing<D extends DocumentName> = Exclude<OperationId<D>, keyof (typeof HANDLERS)[D] | keyof (typeof UNSERVED)[D]>;

// Fails to compile, naming the operation, when a contract operation has no handler and no reason.
const complete: { [D in DocumentName]: Record<Missing<D>, never> } = { admin: {}, client: {}, internal: {} };
void complete;

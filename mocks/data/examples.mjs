// Turns the example world into OpenAPI Example Objects, one file per document (operations that
// answer 204 without a body have no example):
//   <operationId>                  the success body of the operation
//   <operationId>__<reference>     the body for one path parameter value (detail pages and
//                                  device-, user-, thread-, scope- and status-scoped lists, and the
//                                  client `admin` of provider staff on the admin document)
import { admin } from './examples-admin.mjs';
import { client } from './examples-client.mjs';
import { internal } from './examples-internal.mjs';

export function buildExamples(world) {
  const docs = { admin: admin(world), client: client(world), internal: internal(world) };
  return {
    files: Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, doc.examples])),
    index: Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, doc.index])),
  };
}

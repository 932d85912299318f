// The deliberately broken sandbox (`npm run mocks -- --broken`, SANDBOX_BROKEN=1): three answers
// break the contract in three ways, so `npm run verify-api` can prove it names exactly those.
import type { SandboxResponse } from './dispatch';

/** The operations the broken sandbox breaks, and how. */
export const BROKEN_OPERATIONS = {
  getDevice: 'drops the required field `group`',
  listTags: 'answers `count` as a string',
  getDashboard: 'answers 501 Not Implemented',
} as const;

/** The answer as the broken sandbox gives it. */
export function breakAnswer(response: SandboxResponse): SandboxResponse {
  const body = response.body as Record<string, unknown> | undefined;
  if (response.status >= 300 || !body) return response;
  switch (response.operationId) {
    case 'getDevice': {
      const { group: _group, ...rest } = body;
      return { ...response, body: rest };
    }
    case 'listTags':
      return { ...response, body: { ...body, count: String(body.count) } };
    case 'getDashboard':
      return { ...response, status: 501, body: { error_code: 501, message: 'Not implemented' } };
    default:
      return response;
  }
}

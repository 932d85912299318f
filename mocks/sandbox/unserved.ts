// The operations the sandbox does not serve, each with its reason. The sandbox answers them with
// 501, and Prism, in front of it, answers with the document's example instead.
export const UNSERVED = {
  admin: {},
  client: {},
  internal: {
    verifyDevice:
      'Called by devices, never by the portal: a device authenticating has nothing to show in the portal, so the example answer is enough.',
  },
} as const satisfies Record<string, Record<string, string>>;

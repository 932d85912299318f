import { Link, Text } from '@chakra-ui/react';
import { useGetPayload } from '@generated/client/hooks/payloads/payloads';
import type { PayloadType } from '@generated/client/model';
import { Link as RouterLink } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { href, serviceKindOf } from '@/lib/paths';
import { freshness } from '@/api/freshness';

const mono = { fontFamily: 'mono', fontSize: 'xs' } as const;

/** A link to a payload's page when its type is known (payload rows); Diagnostics have no page. */
export function PayloadLink({ reference, type }: { reference: string; type: PayloadType }) {
  const kind = serviceKindOf(type);
  if (!kind)
    return (
      <Text as="span" {...mono}>
        {reference}
      </Text>
    );
  return (
    <Link asChild {...mono}>
      <RouterLink to={href.payload(kind, reference)}>{reference}</RouterLink>
    </Link>
  );
}

/**
 * A link to a payload known only by reference (log lines): its type, which picks the page, comes
 * from GET payloads/{ref} (cached; only rows on screen ask). Plain text until then, or when the
 * profile may not read payloads.
 */
export function PayloadReferenceLink({ reference }: { reference: string }) {
  const allowed = usePermission('getPayload').allowed;
  const payload = useGetPayload(reference, { query: { enabled: allowed, staleTime: freshness.recorded, retry: false } });
  const type = payload.data?.payload_type;
  if (!type)
    return (
      <Text as="span" {...mono}>
        {reference}
      </Text>
    );
  return <PayloadLink reference={reference} type={type} />;
}

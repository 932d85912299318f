import { getGetAccountMetadataQueryOptions } from '@generated/admin/hooks/auth/auth';

/** The account metadata the terms guard checks (the policy in force changes rarely). */
export const termsMetadataOptions = (client: string) => getGetAccountMetadataQueryOptions(client, { query: { staleTime: 10 * 60_000 } });

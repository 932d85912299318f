import { getGetAccountMetadataQueryOptions } from '@generated/admin/hooks/auth/auth';
import { freshness } from '@/api/freshness';

/** The account metadata the terms guard checks (the policy in force changes rarely). */
export const termsMetadataOptions = (client: string) =>
  getGetAccountMetadataQueryOptions(client, { query: { staleTime: freshness.reference } });

import type { components } from '../../generated/admin/schema';

/** Links of a related entity: the API path relative to the API base and the portal page. */
export declare function relatedEntity(
  type: components['schemas']['RelatedEntityType'],
  id: string,
  subtype?: string | null,
): components['schemas']['AlertRelatedEntity'];

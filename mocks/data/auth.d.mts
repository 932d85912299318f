import type { components } from '../../generated/admin/schema';

/** An unsigned JWT (`alg: none`): `header.payload.` with an empty signature. */
export declare function unsignedJwt(claims: Record<string, unknown>): string;
/** The provider staff member the mock signs in. */
export declare const STAFF_USER: string;
/** The version of the terms in force (`valid_from` of the policy). */
export declare const TERMS_VALID_FROM: string;
/** The profile of the seeded client admin. */
export declare function profile(groups: components['schemas']['Group'][]): components['schemas']['Profile'];
/** A provider staff member signed in to the client `admin` (no support mode). */
export declare function staffProfile(): components['schemas']['Profile'];
export declare function accountMetadata(client?: string): components['schemas']['AccountMetadata'];
export declare function signInUrl(): components['schemas']['SignInUrl'];

import { createClientAppBody, getClientAppResponse } from '@generated/admin/zod/account/account';
import type { ClientAppConfiguration, ClientAppRequest } from '@generated/admin/model';
import type { z } from 'zod';
import { linesSchema } from '../parts/lines';

/** The client app form: the generated create body plus the reference (a path parameter), CIDR ranges one per line. */
export const appFormSchema = createClientAppBody.extend({
  app_reference: getClientAppResponse.shape.app_reference,
  cidr_ranges: linesSchema(getClientAppResponse.shape.cidr_ranges.element),
});

export type AppFormInput = z.input<typeof appFormSchema>;
export type AppFormValues = z.output<typeof appFormSchema>;

export const EMPTY_APP: AppFormInput = {
  app_reference: '',
  oidc_config: { issuer: 'https://', audience: '', jwks_uri: 'https://' },
  group: '',
  roles: [],
  cidr_ranges: '',
};

/** The form's values for an existing app. */
export function appToForm(app: ClientAppConfiguration): AppFormInput {
  return {
    app_reference: app.app_reference,
    oidc_config: { ...app.oidc_config },
    group: app.group,
    roles: [...app.roles],
    cidr_ranges: app.cidr_ranges.join('\n'),
  };
}

/** The request body (the reference goes in the path). */
export function formToRequest({ app_reference: _reference, ...values }: AppFormValues): ClientAppRequest {
  return values;
}

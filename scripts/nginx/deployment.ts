// deploy/nginx/: the configuration a team deploys as it is (README, "Deploy"), with example values in
// settings.conf for what each deployment sets. Written by `npm run generate`; the drift gate holds it.
import { headScriptHash } from '../vite-head-script.ts';
import type { OriginSetting } from './headers.ts';
import { portalConfig } from './portal-config.ts';

/** Where a deployment puts things (the README's Deploy section). */
const SNIPPET_DIR = '/etc/nginx/portal';

const EXAMPLE_ORIGINS: Record<OriginSetting, string> = {
  $portal_api_origins: 'https://admin-api.example.com https://*.api.example.com',
  $portal_media_origins: 'https://portal-media.s3.eu-west-2.amazonaws.com',
  $portal_monitoring_origins:
    'https://dataplane.rum.us-west-2.amazonaws.com https://cognito-identity.us-west-2.amazonaws.com https://sts.us-west-2.amazonaws.com',
  $portal_map_tile_origins: 'https://tile.openstreetmap.org',
};

/** Each file of deploy/nginx/, by its path there: portal.conf, and the snippets in portal/. */
export async function deploymentFiles(projectRoot: string): Promise<Record<string, string>> {
  const files = portalConfig(
    {
      root: '/srv/portal',
      snippetDir: SNIPPET_DIR,
      serverName: 'portal.example.com',
      origins: EXAMPLE_ORIGINS,
      tls: { listen: ['443', '[::]:443'], certificate: `${SNIPPET_DIR}/tls/fullchain.pem`, key: `${SNIPPET_DIR}/tls/privkey.pem` },
      redirect: { listen: ['80', '[::]:80'] },
    },
    [await headScriptHash(projectRoot)],
  );
  return Object.fromEntries(Object.entries(files).map(([name, content]) => [name === 'portal.conf' ? name : `portal/${name}`, content]));
}

/** See nginx.mjs. */
export declare const LOCAL_ORIGINS: Record<string, string | { https: string; http: string }>;
export declare function startNginx(options: {
  dist: string;
  listen?: { plain: number; https: number; redirect: number; mediaHttps?: number };
  mockApi?: boolean;
  origins?: Record<string, string | { https: string; http: string }>;
}): Promise<() => Promise<void>>;

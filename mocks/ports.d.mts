export declare const ports: { admin: number; client: number; internal: number; assets: number; dev: number; preview: number };

export declare const ports: {
  admin: number;
  client: number;
  internal: number;
  assets: number;
  sandbox: number;
  rumSink: number;
  dev: number;
  preview: number;
  previewHttps: number;
  previewRedirect: number;
  assetsHttps: number;
};

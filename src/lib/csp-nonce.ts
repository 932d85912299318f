/**
 * The nonce this page's style elements must carry under the Content-Security-Policy: the web server
 * puts a new one in every answer (deploy/nginx/), in Vite's `<meta property="csp-nonce">`. Emotion
 * and the waveform player give it to the style elements they add. Undefined where the page has none
 * (the dev server, unit tests).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

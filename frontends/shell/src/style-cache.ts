import createCache, { type EmotionCache } from '@emotion/cache';
import { CSP_NONCE_META } from '@scholarlens/contracts';

/**
 * Emotion's cache with the nonce the backend put in index.html: the Content-Security-Policy
 * admits no inline style without it, and emotion (MUI's styles, the remotes' too: they share
 * @emotion/react) writes every style into `<style>` tags. Without the meta (the dev server), no nonce.
 */
export function createStyleCache(): EmotionCache {
  const nonce = document.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content || undefined;
  return createCache({ key: 'css', nonce, prepend: true });
}

import createCache from '@emotion/cache';

/**
 * Emotion's cache, keyed `css` (the key whose server-rendered styles Emotion moves into
 * <head> before hydration) and carrying the response's CSP nonce, so every style element
 * it writes, streamed or inserted later in the browser, is allowed by the policy.
 */
export function createEmotionCache(nonce: string | undefined) {
  return createCache(nonce ? { key: 'css', nonce } : { key: 'css' });
}

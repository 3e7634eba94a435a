import { expect, it } from 'vitest';
import { nextNonce } from '../../src/server/security.server';

it('hands out 128-bit nonces that never repeat, across refills of the random pool', () => {
  const nonces = Array.from({ length: 2_000 }, nextNonce);
  expect(new Set(nonces).size).toBe(nonces.length);
  for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
});

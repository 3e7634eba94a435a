import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GzipTemplate } from '../../src/server/gzipTemplate.server';

const NONCE_LENGTH = 24;
const nonces = () => ['A'.repeat(NONCE_LENGTH), 'ZmFrZS1ub25jZS0xMjM0NQ==', randomBytes(16).toString('base64')];
const template = (parts: string[]) => new GzipTemplate(parts.map((part) => Buffer.from(part)), NONCE_LENGTH);

describe('GzipTemplate', () => {
  it.each([
    ['one part, no gap', ['<p>only</p>']],
    ['gaps inside the text', ['<style nonce="', '">a{}</style><script nonce="', '">x()</script>']],
    ['gaps at both edges and side by side', ['', 'middle', '', '']],
    ['accents and emoji', ['<p>Café ', ' naïve 🎧</p>']],
    ['text repeated across gaps, which later parts compress against', ['<a nonce="', '" href="/x">x</a><a nonce="', '" href="/x">x</a>']],
  ])('fills the gaps with any nonce: %s', (_what, parts) => {
    const filled = template(parts);
    for (const nonce of nonces()) {
      // gunzip checks the CRC-32 and the length in the trailer as well as every block.
      expect(gunzipSync(filled.fill(Buffer.from(nonce))).toString()).toBe(parts.join(nonce));
    }
  });

  it('never copies from where a nonce was, even when a part repeats the nonce it was rendered with', () => {
    // Parts cannot contain the nonce they were split around, but they may contain text that
    // looks like any other nonce; the gaps must still take the new one.
    const old = 'T0xELU5PTkNFLVZBTFVFLTEyMw=='.slice(0, NONCE_LENGTH);
    const parts = [`<p>${old}</p><i nonce="`, `">${old}</i>`];
    for (const nonce of nonces()) expect(gunzipSync(template(parts).fill(Buffer.from(nonce))).toString()).toBe(parts.join(nonce));
  });

  it('falls back to compressing each part alone when the document holds NUL bytes', () => {
    const parts = ['a\u0000b<x nonce="', '">\u0000\u0000</x>'];
    for (const nonce of nonces()) expect(gunzipSync(template(parts).fill(Buffer.from(nonce))).toString()).toBe(parts.join(nonce));
  });

  it('handles parts larger than the deflate window and than a stored block could hold', () => {
    const big = randomBytes(200_000).toString('base64');
    const parts = [big, `<p>${big.slice(0, 70_000)}</p>`, big.slice(5)];
    const nonce = 'N'.repeat(NONCE_LENGTH);
    expect(gunzipSync(template(parts).fill(Buffer.from(nonce))).toString()).toBe(parts.join(nonce));
  });

  it('refuses a nonce of another length than the one it was built for', () => {
    expect(() => template(['a', 'b']).fill(Buffer.from('short'))).toThrow(RangeError);
  });

  // Each part carries its own block header and flush marker: twenty tiny parts cost a little.
  it('compresses a page with many gaps nearly as well as gzip of the whole page', () => {
    const row = (index: number) => `<li class="css-${index % 7}"><a href="/item/${index}">Item ${index}</a></li>`;
    const nonce = 'Q'.repeat(NONCE_LENGTH);
    const links = Array.from({ length: 20 }, (_, index) => `<link rel="modulepreload" nonce="${nonce}" href="/assets/c${index}.js"/>`).join('');
    const html = `<html><head>${links}<style nonce="${nonce}">.a{color:red}</style></head><body><ul>${Array.from({ length: 400 }, (_, index) => row(index)).join('')}</ul><script nonce="${nonce}">boot()</script></body></html>`;
    const filled = template(html.split(nonce)).fill(Buffer.from(nonce));
    expect(gunzipSync(filled).toString()).toBe(html);
    expect(filled.length).toBeLessThan(gzipSync(html, { level: 9 }).length * 1.4);
  });
});

import { expect, it } from 'vitest';
import { hoistEmotionStyles } from '../../src/server/hoistStyles.server';

const style = (ids: string, css: string) => `<style data-emotion="${ids}" nonce="N">${css}</style>`;

it('moves every Emotion style element into <head>, in document order, joining neighbours of the css cache', () => {
  const html =
    '<!DOCTYPE html><html><head><title>t</title></head><body>' +
    style('css 0z', '.css-0z{display:grid}') +
    style('css-global 1a', 'body{margin:0}') +
    '<div class="css-2b">' +
    style('css 2b', '.css-2b{color:red}') +
    '<p class="css-3c">x</p>' +
    style('css 3c', '.css-3c{color:blue}') +
    '</div></body></html>';
  const result = hoistEmotionStyles(html);
  const head = result.slice(0, result.indexOf('</head>'));
  const body = result.slice(result.indexOf('</head>'));
  // A Global style stays on its own (Emotion finds it by its exact attribute) and keeps its place.
  expect(head).toBe(
    '<!DOCTYPE html><html><head><title>t</title>' +
      style('css 0z', '.css-0z{display:grid}') +
      style('css-global 1a', 'body{margin:0}') +
      style('css 2b 3c', '.css-2b{color:red}.css-3c{color:blue}'),
  );
  expect(body).not.toContain('<style');
  expect(body).toContain('<div class="css-2b"><p class="css-3c">x</p></div>');
});

it('leaves a document without a head, and styles it cannot read safely, as they are', () => {
  const fragment = `<div>${style('css 1', '.a{}')}</div>`;
  expect(hoistEmotionStyles(fragment)).toBe(fragment);
  const tricky = `<html><head></head><body><style data-emotion="css 9" nonce="N">.x::after{content:"<"}</style></body></html>`;
  expect(hoistEmotionStyles(tricky)).toBe(tricky);
});

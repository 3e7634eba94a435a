import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { assertLogLines, duplicateKeys } from '../../scripts/runtime-checks.mjs';

describe('duplicateKeys', () => {
  it('finds a key named twice in one object, at any depth, and nothing else', () => {
    expect(duplicateKeys('{"pid":1,"hostname":"vm","pid":1,"msg":"listening"}')).toEqual(['pid']);
    expect(duplicateKeys('{"req":{"id":"a","id":"b"},"res":{"id":"c"}}')).toEqual(['id']);
    expect(duplicateKeys('{"a":[{"a":1},{"a":2}],"b":{"a":3}}')).toEqual([]);
  });

  it('reads keys and values as JSON strings: escapes, colons and commas inside them are text', () => {
    expect(duplicateKeys('{"msg":"a \\"pid\\": 1, \\"pid\\": 2","pid":3}')).toEqual([]);
    expect(duplicateKeys('{"a\\"b":1,"a\\"b":2}')).toEqual(['a"b']);
  });
});

describe('assertLogLines', () => {
  it('parses JSON lines and rejects a line that repeats a key or is not JSON', () => {
    expect(assertLogLines('{"msg":"a"}\n\n{"msg":"b"}\n')).toEqual([{ msg: 'a' }, { msg: 'b' }]);
    expect(() => assertLogLines('{"pid":1,"pid":1}')).toThrow(/names pid more than once/);
    expect(() => assertLogLines('listening on 3000')).toThrow(/not JSON/);
  });
});

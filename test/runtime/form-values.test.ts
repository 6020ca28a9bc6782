/** HTTP POST field values as ASMX converts them: Boolean.Parse for booleans; secrets never echoed. */
import { describe, expect, it } from 'vitest';
import { FormError, FormReader } from 'soapgen/runtime/form.js';
import { SCALARS } from 'soapgen/runtime/xml/scalars.js';

describe('HTTP POST booleans follow Boolean.Parse', () => {
  it.each([
    ['True', true],
    ['False', false],
    ['true', true],
    ['FALSE', false],
    [' tRuE ', true],
  ])('%j is %s', (text, value) => {
    expect(new FormReader(`Flag=${encodeURIComponent(text)}`).scalar(['Flag'], SCALARS.boolean, true)).toBe(value);
  });

  it.each(['1', '0', 'yes', 'on', 't'])('%j is refused as ASMX refuses it', (text) => {
    expect(() => new FormReader(`Flag=${text}`).scalar(['Flag'], SCALARS.boolean, true)).toThrow(
      new FormError(`Cannot convert ${text} to System.Boolean.\nParameter name: Flag`),
    );
  });
});

describe('conversion errors', () => {
  it('never echo the value of a secret parameter', () => {
    expect(() => new FormReader('CardPin=4111111111111111').scalar(['CardPin'], SCALARS.int, true)).toThrow('Cannot convert [redacted] to System.Int32.');
    expect(() => new FormReader('CVV=12a').scalar(['CVV'], SCALARS.int, true)).toThrow('Cannot convert [redacted] to System.Int32.');
    expect(() => new FormReader('Count=12a').scalar(['Count'], SCALARS.int, true)).toThrow('Cannot convert 12a to System.Int32.');
  });
});

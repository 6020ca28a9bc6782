/** What `soapgen import` prints when it refuses a WSDL: each problem once, at its place. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError, importWsdl } from '../../generator/wsdl-import/index.js';
import { ROOT } from '../support/cli.js';

describe('refusal messages', () => {
  it('say a named type that cannot be expressed once, however many fields use it', async () => {
    // Apache CXF's test WSDL: the list type StringListType is the type of two parameters.
    const wsdl = join(ROOT, 'test/fixtures/wsdl/corpus/cxf/string_array_test.wsdl');
    const error = await importWsdl(wsdl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).message.split('\n')).toEqual([
      'test/fixtures/wsdl/corpus/cxf/string_array_test.wsdl:23:7: simpleType StringListType: only restrictions of xs:string by enumeration are supported',
    ]);
  });
});

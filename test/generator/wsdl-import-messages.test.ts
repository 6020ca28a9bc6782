/** What `soapgen import` prints when it refuses a WSDL: each problem once, at its place. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('say an import that is missing is missing, without the error code or an absolute path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'soapgen-import-messages-'));
    try {
      const wsdl = join(dir, 'Service.wsdl');
      writeFileSync(
        wsdl,
        [
          '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t">',
          '  <types><xs:schema targetNamespace="urn:t"><xs:include schemaLocation="Types.xsd"/></xs:schema></types>',
          '</definitions>',
        ].join('\n'),
      );
      const error = await importWsdl(wsdl, 'Service.wsdl').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).issues.map((i) => `${i.line}:${i.column}: ${i.message}`)).toEqual([
        expect.stringMatching(/^2:\d+: cannot read (.*\/)?Types\.xsd: no such file$/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

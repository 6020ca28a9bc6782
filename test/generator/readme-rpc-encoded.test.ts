/**
 * The README's rpc/encoded example ("Using soapgen in your own project"), as written: its shell
 * block's commands run one by one in an empty folder holding the WSDL it names, and each must print
 * exactly the lines the README shows under it (warnings, then output; a generation's time in ms
 * aside); `cat` shows the spec written. The generated service then type-checks and, over real HTTP
 * in SOAP encoding, answers its generated client and Python zeep built from the original WSDL.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { ROOT, typeCheck } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { readmeSection, runStep, shellSteps, timeless } from '../support/readme.js';
import { haveZeep } from '../support/requirements.js';
import { zeepFromWsdl } from '../support/zeep.js';

const SECTION = readmeSection('### An rpc/encoded service');
const GROUP = 'readme-rpc-encoded';
const WORK = join(ROOT, 'test/.generated', GROUP);

/** The WSDL the README copies: `test/fixtures/wsdl/corpus/...` of the checkout, `as <name>`. */
function wsdlCopy(): { from: string; as: string } {
  const [, from, as] = /`(test\/fixtures\/wsdl\/corpus\/[^`]+\.wsdl)`\s+of\s+the\s+checkout\s+as\s+`([^`]+)`/.exec(SECTION) ?? [];
  return { from: from!, as: as! };
}

describe("the README's rpc/encoded example, as written", () => {
  beforeAll(() => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    const { from, as } = wsdlCopy();
    copyFileSync(join(ROOT, from), join(WORK, as));
  });

  it('shows an import of an rpc/encoded WSDL of the corpus, then its generation', () => {
    expect(readFileSync(join(ROOT, wsdlCopy().from), 'utf8')).toContain('use="encoded"');
    expect(shellSteps(SECTION).map((s) => s.command.split(' ').slice(0, 3).join(' '))).toEqual([
      'npx soapgen import',
      'cat spec/test-service.yaml',
      'npx soapgen generate',
    ]);
  });

  it('prints, step by step, what the README shows', async () => {
    for (const { command, output } of shellSteps(SECTION)) expect(timeless(await runStep(command, WORK)), command).toEqual(timeless(output));
  }, 60_000);

  describe('the service generated', () => {
    let running: RunningServer;
    beforeAll(async () => {
      const dir = join(WORK, 'generated/testservice');
      const { createTestService } = (await import(join(dir, 'server.ts'))) as { createTestService: (handler: object) => SoapService };
      running = await serve(createTestService({ echoLong: ({ x }: { x: bigint | number }) => x }));
    });
    afterAll(() => running?.close());

    it('type-checks under the strictest settings', async () => {
      expect(await typeCheck(GROUP, ['generated/*/*.ts'])).toBe('');
    }, 120_000);

    it.skipIf(!haveZeep())(
      'answers Python zeep built from the original WSDL',
      async () => {
        const out = await zeepFromWsdl(
          join(WORK, wsdlCopy().as),
          `${running.origin}/TestService.asmx`,
          { soap11: '{http://linuxsrv.home/~dmitry/soap/test.wsdl}TestServiceBinding' },
          [['echoLong', { x: 42 }]],
        );
        expect(out).toEqual({ results: { soap11: [{ result: 42 }] } });
      },
      60_000,
    );

    it.each(['soap11'] as const)('answers its generated client over %s, in SOAP encoding', async (transport: Transport) => {
      const dir = join(WORK, 'generated/testservice');
      const { TestServiceClient } = (await import(join(dir, 'client.ts'))) as {
        TestServiceClient: new (options: { baseUrl: string; transport: Transport }) => { echoLong(request: { x: bigint | number }): Promise<unknown> };
      };
      const client = new TestServiceClient({ baseUrl: running.origin, transport });
      expect(String(await client.echoLong({ x: 9007199254740993n }))).toBe('9007199254740993');
    });
  });
});

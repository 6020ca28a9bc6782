/**
 * The README's WCF example ("Using soapgen in your own project"), as written: its shell block's
 * commands run one by one in an empty folder holding the WCF-style WSDL it names (its documents, as
 * saved beside it), and each must print exactly the lines the README shows under it; `cat` shows
 * the spec written. What the served documents are is test/interop/wcf-documents.test.ts's.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/generate.js';
import { readmeSection, runStep, shellSteps, timeless } from '../support/readme.js';

const SECTION = readmeSection('### A WCF service');
const WORK = join(ROOT, 'test/.generated', 'readme-wcf');

describe("the README's WCF example, as written", () => {
  beforeAll(() => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    const from = /#\s+(test\/fixtures\/wsdl\/\S+)\s+in this repository/.exec(SECTION)?.[1];
    expect(from, 'the README names the folder of the WSDL').toBeDefined();
    cpSync(join(ROOT, from!), WORK, { recursive: true });
  });

  it('shows an import of a WSDL in pieces, then the spec it writes', () => {
    expect(shellSteps(SECTION).map((s) => s.command)).toEqual(['npx soapgen import Service1.wsdl --out spec/orders.yaml', 'cat spec/orders.yaml']);
    expect(SECTION).toContain('?xsd=xsd0');
  });

  it('prints, step by step, what the README shows', async () => {
    for (const { command, output } of shellSteps(SECTION)) expect(timeless(await runStep(command, WORK)), command).toEqual(timeless(output));
  }, 60_000);
});

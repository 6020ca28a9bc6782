/**
 * The generated client runs in browsers too: nothing it imports, directly or through soapgen's
 * runtime, is a Node module, and none of it is server code, so a reseller can depend on the client alone.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { expect, it } from 'vitest';

const RUNTIME = 'soapgen/runtime/';

function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string): void => {
    if (graph.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]!);
    graph.set(file, specifiers);
    for (const s of specifiers) {
      if (s.startsWith('.')) visit(join(dirname(file), s.replace(/\.js$/, '.ts')));
      else if (s.startsWith(RUNTIME)) visit(join('runtime', s.slice(RUNTIME.length).replace(/\.js$/, '.ts')));
    }
  };
  visit(entry);
  return graph;
}

it('generated/crmteetimeapi/client.ts imports no Node module, directly or through the runtime', () => {
  const graph = importGraph('generated/crmteetimeapi/client.ts');
  expect(graph.size).toBeGreaterThan(5);
  const nodeBuiltins = new Set(builtinModules);
  const offenders = [...graph].flatMap(([file, specifiers]) =>
    specifiers.filter((s) => s.startsWith('node:') || nodeBuiltins.has(s)).map((s) => `${relative('.', file)} imports ${s}`),
  );
  expect(offenders).toEqual([]);
  // No package but soapgen's runtime, and none of its server part.
  expect([...graph.values()].flat().filter((s) => !s.startsWith('.') && !s.startsWith(RUNTIME))).toEqual([]);
  expect([...graph.keys()].filter((file) => file.includes('/server/') || file.endsWith('server.ts'))).toEqual([]);
});

#!/usr/bin/env node
// The soapgen command: the compiled CLI of the package. Inside soapgen's own repository before
// anything is built, the TypeScript sources through tsx instead, so `npx soapgen` works there
// straight after `npm ci`.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/generator/cli.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../cli.ts', import.meta.url).href);
}

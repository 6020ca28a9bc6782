#!/usr/bin/env node
// The generator's CLI as a package bin: loads the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../generator/cli.ts');

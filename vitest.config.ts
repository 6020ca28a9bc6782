import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const RUNTIME = fileURLToPath(new URL('./runtime/', import.meta.url));

export default defineConfig({
  // soapgen/runtime/* from its TypeScript sources, as tsconfig.json's paths say.
  resolve: { alias: [{ find: /^soapgen\/runtime\/(.*)\.js$/, replacement: `${RUNTIME}$1.ts` }] },
  test: {
    include: ['test/**/*.test.ts'],
    // Removes the databases of earlier runs (test/support/leftovers.ts).
    globalSetup: ['test/support/leftovers.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files start their own servers on free ports; two workers suit the 2-core machines.
    maxWorkers: 2,
  },
});

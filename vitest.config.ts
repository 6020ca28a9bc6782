import { defineConfig } from 'vitest/config';

export default defineConfig({
  // soapgen/* from its TypeScript sources, as in tsconfig.json.
  resolve: { conditions: ['soapgen-source'] },
  ssr: { resolve: { conditions: ['soapgen-source'], externalConditions: ['soapgen-source'] } },
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

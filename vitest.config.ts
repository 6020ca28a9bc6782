import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files start their own servers on free ports; two workers suit the 2-core machines.
    maxWorkers: 2,
  },
});

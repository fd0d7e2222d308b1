import { defineConfig } from 'vitest/config';

/** Component tests (`*.test.tsx`) in jsdom; the pure rules' `*.spec.ts` run under node's test runner. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.tsx'],
  },
});

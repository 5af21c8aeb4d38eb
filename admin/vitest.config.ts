import { defineConfig } from 'vitest/config';

// `npx vitest run --root admin` (from the repository root): the console's unit tests.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});

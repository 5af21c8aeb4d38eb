import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `npx vitest run --root web` (from the repository root) or `npm test -w web`.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    // only the breakpoints stylesheet is read (as ?raw, by lib/breakpoints.spec.ts); the rest is skipped
    css: { include: [/breakpoints\.css/] },
    restoreMocks: true,
    // room for the 5 s waits of src/test/setup.ts on a busy machine
    testTimeout: 20_000,
  },
});

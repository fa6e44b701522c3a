import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/idp': 'http://localhost:3000' },
  },
  // The manifest lists each chunk's static imports: bench/web-size.mjs sums what a route loads first from it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      // The contract builds its zod schemas at module level beside plain constants (LANGUAGES, the route table,
      // the IdP paths). Declaring zod's builders pure lets a page that imports only such a constant leave the
      // unused schemas, and zod itself, out of its chunks; nothing in the web app reads zod's global registry.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Rendering a whole page in jsdom takes seconds on a loaded 2-core machine while the server suites run beside
    // it; the default 5 s failed a passing screen test there. Waits inside tests stay bounded by findBy* timeouts.
    testTimeout: 20_000,
  },
});

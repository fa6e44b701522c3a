import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/idp': 'http://localhost:3000' },
  },
  // The manifest lists each chunk's static imports: bench/web-size.mjs sums what a route loads first from it.
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500, manifest: true },
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

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The API in development (`pnpm --filter @dating/api dev`). */
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: api },
      '/dev/': { target: api },
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: the server would publish them with the site.
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page's module needs, so the server can preload a page's code in
    // the HTML it sends (apps/api/src/plugins/page-preload.ts, decision 070). The server never serves it.
    manifest: true,
    rollupOptions: {
      output: {
        // One chunk per language's catalogues, named so scripts/check-budget.mjs finds them.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/i18n/src/catalogues/') ? 'assets/catalogue-[name]-[hash].js' : 'assets/[name]-[hash].js',
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (/[\\/]zod[\\/]/.test(id)) return 'zod';
          return 'vendor';
        },
      },
    },
  },
});

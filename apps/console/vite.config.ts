import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The API in development (`pnpm --filter @dating/api dev`). */
const api = 'http://127.0.0.1:3000';

// The staff console, served by the API under /console/ (decision 040).
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: api } },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: the server would publish them.
    sourcemap: false,
    rollupOptions: {
      output: {
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

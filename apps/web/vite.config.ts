import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The API in development (`pnpm --filter @dating/api dev`). */
const api = 'http://127.0.0.1:3000';

/**
 * The contracts as the site's build takes them (decision 069): every call's method and path, the plain
 * values and pure.ts's functions, one module each, without zod, written by packages/contracts/src/client-module.test.ts.
 * Development and tests keep the real package, so the API client checks every answer there.
 */
const clientContracts = fileURLToPath(new URL('../../packages/contracts/generated/client/index.js', import.meta.url));

const syncExternalStore = fileURLToPath(new URL('./src/lib/vendor/use-sync-external-store-shim.ts', import.meta.url));

const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(/([\\/])development([\\/])/, '$1production$2');

/** A text chunk's name: `texts-<language>-<namespace>` for packages/i18n/locales/<language>/<namespace>.json. */
function textsChunkName(id: string | null | undefined): string | null {
  const match = id ? /[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id) : null;
  return match ? `texts-${match[1]}-${match[2]}` : null;
}

export default defineConfig(({ command, mode }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && mode !== 'test' ? [{ find: /^@dating\/contracts$/, replacement: clientContracts }] : []),
      // react-router's package sends every bundler to its development build (remix-run/react-router#12532); the
      // production build of the same version leaves out the development warnings.
      ...(command === 'build' && mode !== 'test' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      // React 19 has the hook the shim would polyfill (src/lib/vendor/use-sync-external-store-shim.ts).
      { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStore },
    ],
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
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the first download.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // One chunk per language and namespace of the texts, named so scripts/check-budget.mjs finds them.
        chunkFileNames: (chunk) => {
          const texts = textsChunkName(chunk.facadeModuleId);
          return texts ? `assets/${texts}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // React and the router change less often than the app: their own chunk stays cached across deploys.
        // Other libraries go where Rollup puts them, so what only a lazy page uses stays out of the first download.
        manualChunks(id) {
          if (/node_modules[\\/].*[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
}));

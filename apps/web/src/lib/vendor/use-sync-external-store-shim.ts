/**
 * react-i18next imports `use-sync-external-store/shim`, whose code only matters before React 18: on React 19 it hands
 * out React's own hook. The build resolves that import here (vite.config.ts), which keeps the shim's fallback out of the
 * first download (issue 17).
 */
export { useSyncExternalStore } from 'react';

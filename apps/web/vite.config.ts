import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noInlineStyleElements } from './scripts/no-inline-style-elements.ts';

// The API runs on port 3000 in development; the browser talks to it through Vite
// so the app can use same-origin URLs in every environment.
const apiTarget = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), noInlineStyleElements()],
  // The server bundle (entry-server.tsx) needs no copy of the static files.
  publicDir: isSsrBuild ? false : 'public',
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget check (scripts/check-budgets.mjs) reads which chunks each entry loads.
    manifest: !isSsrBuild,
  },
}));

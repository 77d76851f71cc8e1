import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noInlineStyleElements } from './scripts/no-inline-style-elements.ts';

// The API runs on port 3000 in development; the browser talks to it through Vite
// so the app can use same-origin URLs in every environment.
const apiTarget = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Lingui's own macro transform (no Babel); production code keeps message ids only. A message
  // missing in any language's catalog fails the build.
  plugins: [
    // A contributor may build while translations are pending (LINGUI_ALLOW_MISSING=1); CI never does.
    lingui({ macroTransform: true, failOnMissing: process.env.LINGUI_ALLOW_MISSING !== '1', failOnCompileError: true }),
    react(),
    noInlineStyleElements(),
  ],
  // The server bundle (entry-server.tsx) needs no copy of the static files.
  publicDir: isSsrBuild ? false : 'public',
  server: {
    proxy: {
      // `ws`: the room sockets (/api/:roomId/socket) go through too.
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
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

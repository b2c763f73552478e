import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { scriptPriority } from './build/script-priority.ts';

export default defineConfig({
  plugins: [react(), prerender(), scriptPriority(), compileHints(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    // The API is mounted under /api on the server (API.md), so the path is passed on unchanged.
    // The Host header is kept: the server refuses a data-changing request whose Origin names
    // another host than the one it was sent to (plugins/cross-site-guard.ts).
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads, read by the bundle budget test
    // (e2e/specs/bundle-budget.spec.ts). The server does not serve dot folders.
    manifest: true,
    rolldownOptions: {
      // The entry's exports are nobody's API (required by the inlining below).
      preserveEntrySignatures: false,
      output: {
        // Stable vendor chunks: libraries every screen needs change far less often than the app,
        // so a deploy invalidates only the app's chunks in the browser cache. Only libraries the
        // entry needs whole go here: a group takes every matching module of the whole app, so a
        // group for all of @mantine/core would put every screen's components into /login.
        codeSplitting: {
          // Shared chunks up to 48 kB (a Mantine component, a hook, a feature's texts) go into
          // each chunk that uses them: /login loads 11 files instead of 39 and the profile 19
          // instead of 80, for the same bytes. Each file is a round trip over HTTP/1.1 with six
          // connections; on Lighthouse's mobile preset the pages' LCP fell from about 5 s to
          // 3.0-3.6 s (ADR 030; 8 kB, the first limit, left 16 and 25 files and 3.2-3.8 s).
          experimentalInlineCommonChunks: { maxSize: 49152 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Mantine's engine (provider, theme, Box, styles API), not its components.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/ },
          ],
        },
      },
    },
  },
});

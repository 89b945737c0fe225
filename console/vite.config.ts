import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the service at /console (src/console/console.plugin.ts); built at install, never at start.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The service's CSP allows no inline script: Vite's module preload polyfill is inline-free, keep it that way.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    // No data: URLs: the CSP allows fonts and images from the service itself.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      '/console/api': 'http://localhost:3000',
      '/admin': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
    },
  },
});

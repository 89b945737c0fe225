import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside every script and style sheet, once at build: the service sends them as they are
 * (`preCompressed`), so no request pays for compression.
 */
function precompress(): Plugin {
  return {
    name: 'leadline-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(dir).filter((f) => /\.(js|css|svg)$/.test(f))) {
        const file = join(dir, name);
        const body = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// Served by the service at /console (src/operators/console.static.ts); built at install, never at start.
export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline script: the service's CSP allows scripts from itself only.
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

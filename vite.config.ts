/**
 * The web app: root is web/, output dist/web (served by server/app.ts with long-cache /assets).
 * In development scripts/dev.ts runs this with a proxy to the API server.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/** Writes .br and .gz beside every text asset; the server sends them (serveStatic precompressed). */
const precompress = (): Plugin => ({
  name: 'atelier-precompress',
  apply: 'build',
  closeBundle() {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    for (const file of walk(outDir)) {
      if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
      const body = readFileSync(file);
      if (body.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  },
});

const apiTarget = process.env.ATELIER_API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsDir: 'assets',
    // Which chunks each page needs: the server names them in the page's head (server/http/web-shell.ts).
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
      // The widget: /widget.js, /widget.mjs and /widget/<asset>, its iframe and popup, and the demo shop.
      '/widget': { target: apiTarget, changeOrigin: false },
      '/embed': { target: apiTarget, changeOrigin: false },
      '/demo/': { target: apiTarget, changeOrigin: false },
      // The demo catalogue's retailer links land on a page the server writes.
      '/demo-retailer/': { target: apiTarget, changeOrigin: false },
    },
  },
});

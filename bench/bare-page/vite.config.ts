import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `npx vite build -c bench/bare-page/vite.config.ts`: the bare page, built as the dashboard is (the benchmark
// passes its own temporary outDir).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../.tmp/bare-page', import.meta.url)),
    emptyOutDir: true,
    // As the dashboard's build (vite.config.ts).
    modulePreload: { polyfill: false },
  },
});

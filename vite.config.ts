import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';

/**
 * The review page (`/review/{token}`, review.html) is built apart, into the same outDir, after the dashboard: as a
 * second input of this build, the initial group below gathered both entries' modules into one file, and anything
 * shared (React) could only be a file both load, which costs the dashboard's first download a file and the gzip it
 * shares (decision 059). Apart, it is one small file of its own and the dashboard is built exactly as before.
 */
function reviewPage(): Plugin {
  const toReviewPage = (request: IncomingMessage, _response: unknown, next: () => void) => {
    if (/^\/review\/[^/?#]+\/?(\?|$)/.test(request.url ?? '')) request.url = '/review.html';
    next();
  };
  const html = fileURLToPath(new URL('review.html', import.meta.url));
  let outer: ResolvedConfig;
  return {
    name: 'social-desk:review-page',
    configResolved: (config) => void (outer = config),
    // In development (and `vite preview`) Vite serves the pages itself: `/review/{token}` is review.html, not the
    // dashboard's index.html. In production the service does the same.
    configureServer: (server) => void server.middlewares.use(toReviewPage),
    configurePreviewServer: (server) => void server.middlewares.use(toReviewPage),
    async writeBundle() {
      await build({
        configFile: false,
        root: outer.root,
        mode: outer.mode,
        base: outer.base,
        logLevel: outer.logLevel,
        publicDir: false,
        plugins: [react(), tailwindcss()],
        build: {
          outDir: outer.build.outDir,
          emptyOutDir: false,
          sourcemap: outer.build.sourcemap,
          modulePreload: { polyfill: false },
          rolldownOptions: { input: { review: html } },
        },
      });
    },
  };
}

/**
 * Vite wraps each lazy import in a helper that first preloads what the imported chunk imports and its CSS. Here the
 * scripts' lists are empty (`resolveDependencies` below, decision 049) and the one stylesheet listed is the page's
 * own, which index.html links and the helper skipped as loaded. All it still did was announce a chunk that failed
 * to load (a deploy replaced the files) as the `vite:preloadError` event before rethrowing. This one does that alone:
 * 0.5 kB gzip less in the first download (decision 066). The build fails if a lazy import comes to need a preload
 * (a script, or a stylesheet of its own), or if Vite stops asking for the helper.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
function plainLazyImports(): Plugin {
  let used = false;
  return {
    name: 'social-desk:plain-lazy-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load(id) {
      if (id !== PRELOAD_HELPER) return;
      used = true;
      return `export const __vitePreload = (load) => load().catch((error) => {
        const event = new Event('vite:preloadError', { cancelable: true });
        event.payload = error;
        window.dispatchEvent(event);
        if (!event.defaultPrevented) throw error;
      });`;
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      // A chunk's list of what its lazy imports would preload: only the stylesheet the page links already, which the
      // helper would skip as loaded.
      const html = String((bundle['index.html'] as { source?: unknown } | undefined)?.source ?? '');
      for (const chunk of chunks.filter(({ code }) => code.includes('__vite__mapDeps'))) {
        const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(chunk.code)?.[1];
        const deps = list ? (JSON.parse(list) as string[]) : [];
        const needed = deps.filter((dep) => !dep.endsWith('.css') || !html.includes(`href="/${dep}"`));
        if (!list || needed.length) this.error(`${chunk.fileName}: lazy imports that need a preload (${needed}).`);
      }
      if (!used && chunks.some((chunk) => chunk.dynamicImports.length))
        this.error(`Vite no longer imports ${PRELOAD_HELPER.slice(1)}: plainLazyImports replaces nothing.`);
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    reviewPage(),
    plainLazyImports(),
  ],
  resolve: {
    // The generated fetch client and its helpers are replaced by plainer ones of our own (decision 066). The client’s
    // reader of Server-Sent Events and its parameter serializers (core/*.gen.ts) are imported by those two files
    // alone, so they stay out of the build with them.
    alias: [
      // Its helpers (client/utils.gen.ts, imported only by the client's own files) for interceptors that can be
      // ejected, array and object queries and credentials in cookies, which the dashboard never uses (decision 066).
      {
        find: /^\.\/utils\.gen$/,
        replacement: fileURLToPath(new URL('src/api/plain-client.ts', import.meta.url)),
      },
      // The fetch client itself (client/client.gen.ts, imported only by the client's index): what the SDK and the
      // dashboard use of it, GET, POST and DELETE with JSON, one response interceptor (decision 066).
      {
        find: /^\.\/client\.gen$/,
        replacement: fileURLToPath(new URL('src/api/plain-fetch.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    // The service is the same origin in production; in development Vite forwards /api to it.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 8787}` } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the build targets (baseline widely available) preloads modules itself: no polyfill for it.
    // A lazy chunk's own imports are not listed for preloading beside it: the list named every lazy chunk's imports
    // in the entry, most of them file names and hashes gzip cannot shrink (1.7 kB of the first download, decision
    // 049). The browser fetches them as it reads the chunk; pages come ahead anyway, on the pointer's intent.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    // What the entry imports statically loads at once anyway: one file (fewer requests, and gzip sees it whole)
    // rather than a dozen small ones. Pages and the code only they use stay in their own chunks.
    // The small modules the landing page (the inbox) shares with other pages, infinite lists, the workspace's time
    // formatting, the inbox's sections (Inbox, Mentions, Reports), the pointer check for keyboard hints, the two
    // calls the inbox's views and label filter make and the X icon (the search's Clear, many dialogs' Close), come
    // as one small file beside it rather than six (a second group
    // is a file of its own, even of the same name; each file fetched costs more than its bytes: decision 049).
    rolldownOptions: {
      // The generated client declares and does nothing on import. Taken as such, a page importing one API function
      // through sdk.gen.ts or react-query.gen.ts (which only re-export, one function a file) brings that function's
      // file alone: the functions only other pages call stay in those pages' chunks.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]api[\\/]generated[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            {
              name: 'index',
              test: /infiniteQuery(Observer|Behavior)\.js$|src[\\/]lib[\\/](time|media)\.ts$|src[\\/]components[\\/]inbox[\\/]|(inboxAssignees|labelsList)Options\.gen\.ts$|lucide-react[\\/].*[\\/]icons[\\/]x\.mjs$/,
            },
          ],
        },
      },
    },
  },
});

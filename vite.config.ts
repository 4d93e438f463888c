/**
 * Build of the PWA: React with the Lingui macro, Lingui catalogs compiled on import, and
 * vite-plugin-pwa in `injectManifest` mode (our own service worker in sw/sw.ts, the web manifest here).
 * vitest.config.ts merges this object into the unit test project, so the default export stays a plain
 * config object (no function form).
 */
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/build/precompress.ts';
import { pdfJsChunk } from './sw/deferred-assets.ts';

/** Where `npm run dev` proxies `/api` to: the reference server in watch mode unless told otherwise. */
const devApiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:8081';

/** The brand colours the manifest and index.html share with the Chakra theme (src/ui/theme). */
const themeColor = '#0b4f71';
const backgroundColor = '#f5f8fa';

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself after the first render (src/app/service-worker-registration.ts).
      injectRegister: false,
      injectManifest: {
        // A classic (non-module) worker registers everywhere, including browsers without module workers.
        rollupFormat: 'iife',
        // Every built file is in the worker's manifest, .mjs for the pdf.js worker (src/ui/pdf-viewer.tsx)
        // too; pdf.js is not downloaded at install but in the background afterwards (sw/deferred-assets.ts).
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest}'],
      },
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        id: '/',
        name: 'Koelservice Portaal',
        short_name: 'Koelservice',
        description:
          'Klantportaal voor koel- en klimaatinstallaties: installaties, orders, offertes en facturen.',
        lang: 'nl',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: themeColor,
        background_color: backgroundColor,
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Last: brotli and gzip copies of every file the plugins above wrote, the service worker included.
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Vendor code changes far less often than ours: separate chunks keep it cached across releases.
        // The Chakra chunk holds its styling engine and theme; its components (and the Ark/Zag state
        // machines under them) stay with the pages that use them, so the login page does not load the
        // menu, drawer and popover machinery of the app shell.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            // Apart from React: the signed-out login page renders without the router.
            {
              name: 'vendor-router',
              test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
              priority: 30,
            },
            {
              name: 'vendor-chakra',
              test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|utils|preset|preset-base|create-context|merge-props|merge-refs)|@emotion|stylis)/,
              priority: 20,
            },
            { name: 'vendor-i18n', test: /node_modules[\\/]@lingui[\\/]/, priority: 10 },
            // pdf.js apart from the viewer's own code: the service worker downloads it after install, not
            // at install, and finds it by this chunk's name (sw/deferred-assets.ts).
            { name: pdfJsChunk.name, test: pdfJsChunk.test, priority: 30 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: devApiTarget, changeOrigin: true, ws: true },
      // The embedded realtime server (Pusher protocol) listens on the API server's /app/:key.
      '/app': { target: devApiTarget, ws: true },
    },
  },
});

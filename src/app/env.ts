/**
 * The PWA's configuration, parsed once from `import.meta.env` (Vite inlines VITE_* at build time).
 * Nothing else in src/ reads `import.meta.env`.
 */
import { z } from 'zod';

const EnvSchema = z.object({
  /** Base URL of the API: same origin `/api` by default, or any backend that speaks product.md §3. */
  VITE_API_URL: z.string().min(1).default('/api'),
  /** True in `vite dev`; the service worker is registered only in built apps. */
  DEV: z.boolean(),
  /** The base path the app is served from (Vite `base`). */
  BASE_URL: z.string().default('/'),
});

const parsed = EnvSchema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL.replace(/\/+$/, ''),
  isDev: parsed.DEV,
  baseUrl: parsed.BASE_URL,
} as const;

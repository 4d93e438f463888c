/**
 * Zod in the browser never compiles schemas with `new Function`: the app's Content-Security-Policy
 * (`script-src 'self'`) forbids it, and zod's probe for it is reported as a policy violation (and
 * counted against the page by Lighthouse). Imported first by main.tsx, so no schema parses before.
 */
import { z } from 'zod';

z.config({ jitless: true });

import { z } from 'zod';

// Zod would otherwise probe for `new Function` when it builds its first object schema, which the
// site's CSP (script-src 'self') forbids and the browser reports; its interpreted mode is fast
// enough for these small objects. Every module that builds schemas imports this one first, so the
// setting is in place before the first schema exists, whatever order a bundler evaluates them in.
z.config({ jitless: true });

export { z };

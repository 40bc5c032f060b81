// Zod compiles object parsers with `new Function` where it may, and merely probing whether it
// may (at the first object schema) is reported as a violation of our Content-Security-Policy
// (no 'unsafe-eval'; Lighthouse lists it under best practices). In the browser zod runs jitless.
// This is what `z.config({ jitless: true })` sets: zod keeps its configuration on globalThis, so
// setting it before any schema module loads needs no zod on the entry's critical path.
// The server keeps the compiled parsers; it has no such policy.

type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

const zodHost = globalThis as ZodGlobal;
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

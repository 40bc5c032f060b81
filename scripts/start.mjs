// `npm start`: builds what is missing or stale (ensure-build.mjs), then runs the server in this
// same process: one node start instead of two before the first answer (~40 ms).
import { ensureBuilt } from './ensure-build.mjs';

await ensureBuilt();
// As `node --enable-source-maps` would: stack traces name the TypeScript files. Set before the
// server is loaded, whose source map is read as it loads.
process.setSourceMapsEnabled(true);
const { main } = await import('../dist-node/index.js');
await main();

import { ensureDependencies } from './lib.mjs';

await ensureDependencies();

// npm start: installs what is missing, builds, and serves the web app and the reference API on
// http://127.0.0.1:3000 (PORT and HOST override). Data lives in data/ at the repository root.
import { resolve } from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

await ensureDependencies();
const built = await run('npm', ['run', 'build']);
if (built !== 0) process.exit(built);
const code = await run(process.execPath, ['server.js'], {
  cwd: resolve(root, 'apps/web'),
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(code);

// The edge deployment (npm run start:edge, the edge suite of npm test) puts Debian's nginx in front
// of the render processes. When it is missing and we are root, install it with apt-get (the
// `nginx-light` flavour: the proxy and its cache are core modules); otherwise say exactly what to
// install. The package's own service is never used: scripts/start-edge.mjs runs nginx as the current
// user on a loopback port with the repository's config (deploy/edge/nginx.conf).
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PACKAGES = ['nginx-light'];

export async function ensureNginx() {
  if (existsSync(NGINX)) return NGINX;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`nginx is missing. Install it with:\n  sudo apt-get install -y ${PACKAGES.join(' ')}`);
  }
  console.log(`Installing ${PACKAGES.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq', '-o', 'DPkg::Lock::Timeout=600'], { env })) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=600', '--no-install-recommends', ...PACKAGES], { env })) !== 0) throw new Error('apt-get install failed');
  if (!existsSync(NGINX)) throw new Error(`apt-get finished but ${NGINX} is still missing`);
  return NGINX;
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureNginx();

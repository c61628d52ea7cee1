// The edge deployment (npm run start:edge, the edge suite of npm test) puts Debian's nginx in front
// of the render processes. When it is missing and we are root, install it with apt-get (the
// `nginx-light` flavour: the proxy and its cache are core modules); otherwise say exactly what to
// install. The package's own service is never used: scripts/start-edge.mjs runs nginx as the current
// user on a loopback port with the repository's config (deploy/edge/nginx.conf).
import { existsSync } from 'node:fs';
import { aptInstall } from './lib.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PACKAGES = ['nginx-light'];

export async function ensureNginx() {
  const present = () => existsSync(NGINX);
  if (!present()) await aptInstall({ what: 'nginx is', packages: PACKAGES, present, recommends: false });
  return NGINX;
}

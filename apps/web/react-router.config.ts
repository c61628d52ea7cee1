import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // The bare host (vite.config.ts: the app without the header) builds beside the real one.
  buildDirectory: process.env.EXCHANGE_BARE_HOST === '1' ? 'build-bare' : 'build',
  ssr: true,
  // Opt in to React Router 8's behaviour now, so the move to v8 (Node 22+) changes no code.
  future: {
    v8_middleware: false,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;

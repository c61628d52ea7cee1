declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  /** The server build React Router's Vite plugin provides; its module namespace is the build. */
  const build: ServerBuild;
  export = build;
}

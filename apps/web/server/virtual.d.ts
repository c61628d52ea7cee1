declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  /** The server build React Router's Vite plugin provides; its module namespace is the build. */
  const build: ServerBuild;
  export = build;
}

declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';
  /** Calls `listener` (with the response as `this`) just before the response's headers are written. */
  function onHeaders<R extends ServerResponse>(response: R, listener: (this: R) => void): void;
  export = onHeaders;
}

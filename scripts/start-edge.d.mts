import type { ChildProcess } from 'node:child_process';

export interface RenderSlot {
  port: number;
  child: ChildProcess;
  pid: number;
  /** How many times the process was started again after it exited on its own. */
  restarts: number;
  /** Ready and known to nginx (false from its exit until it is ready again and nginx reloaded). */
  ready: boolean;
}

export interface Edge {
  origin: string;
  runDir: string;
  renderers: RenderSlot[];
  stop(): Promise<void>;
  /** Stops the render processes for good (nginx stays up: what it answers when none does). */
  stopRenderers(): Promise<void>;
}

export function startEdge(options?: {
  port?: number;
  processes?: number;
  dataDir?: string;
  buildDir?: string;
  /** EXCHANGE_SITE_ORIGIN of the render processes (default the edge's own origin). */
  siteOrigin?: string;
  log?: (line: string) => void;
}): Promise<Edge>;

import type { ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';

export const WEB_DIR: string;

export const SERVER_NODE_FLAGS: readonly string[];

export function isFree(port: number, host?: string): Promise<boolean>;

export function freePort(options?: { range?: [number, number]; count?: number; taken?: Set<number> }): Promise<number>;

export function exited(child: ChildProcess, ms?: number): Promise<void>;

export function waitUntilReady(url: string, child: ChildProcess, options?: { what?: string; timeoutMs?: number }): Promise<void>;

export interface StartedSite {
  origin: string;
  port: number;
  child: ChildProcess;
  pid: number | undefined;
  stop(): Promise<void>;
}

export function startSite(options?: {
  port?: number;
  env?: Record<string, string>;
  dataDir?: string;
  output?: Writable;
  readyPath?: string;
  timeoutMs?: number;
  what?: string;
}): Promise<StartedSite>;

import type { SpawnOptions } from 'node:child_process';

export const root: string;

export function run(command: string, args: readonly string[], options?: SpawnOptions): Promise<number>;

export const BUILD_SOURCES: readonly string[];

export function newestSourceTime(paths?: readonly string[]): number;

// Types of scripts/changeset-check.mjs for its test.
export interface PackageSources {
  name: string;
  dir: string;
  sources: string[];
  /** The element's build of the version (release.json: its scripts' integrity), recorded at a release. */
  release?: string;
}
export interface CheckResult {
  name: string;
  passed: boolean;
  detail: string;
}
export interface Changeset {
  file: string;
  bumps: Record<string, 'patch' | 'minor' | 'major'>;
  summary: string;
  errors: string[];
}
export const PACKAGE: PackageSources;
export const RECORD: string;
export function sourceFiles(root: string, paths: string[]): string[];
export function sourceHash(root: string, pkg?: PackageSources): string;
export function pendingChangesets(root: string, known?: string[]): Changeset[];
export function checkChangesets(root: string, pkg?: PackageSources): CheckResult[];
export function recordRelease(root: string, pkg?: PackageSources): { version: string; sha256: string; integrity?: Record<string, string> };
export function changelogEntry(changelog: string, version: string): string;
export function integrityLine(version: string, integrity: Record<string, string>): string;

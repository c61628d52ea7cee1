// Types of scripts/docs-check.mjs for its test.
export interface CodeBlock {
  lang: string;
  code: string;
  line: number;
  prelude: string;
}
export interface CheckResult {
  name: string;
  passed: boolean;
  detail: string;
}
export function documents(root?: string): string[];
export function codeBlocks(markdown: string): CodeBlock[];
export function checkShell(code: string, root?: string): string[];
export function checkHtml(code: string, root?: string): string[];
export function checkNginx(code: string): string[];
export function checkDocs(root?: string, files?: string[]): CheckResult[];
export function brokenLinks(markdown: string, file: string, root?: string): string[];
export function citationProblems(sources: string[], root?: string): string[];
export function machinePaths(files: string[], root?: string): string[];
export function checkRepository(root?: string): CheckResult[];

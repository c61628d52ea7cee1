export type Row = [string, string, string, string, string, string];
export interface SectionResult {
  date: string;
  machine: string;
  load: string;
  options: string;
  rows: Row[];
}
export interface Results {
  sections: Record<string, SectionResult>;
}
export const RESULTS_JSON: string;
export const RESULTS_MD: string;
export const SECTIONS: Record<string, string>;
export function readResults(file?: string): Results;
export function mergeResults(previous: Results, measured: Record<string, Row[]>, stamp: (section: string) => Omit<SectionResult, 'rows'>): Results;
export function renderResults(results: Results): string;
export function renderSections(results: Results, names: string[]): string;
export function saveResults(measured: Record<string, Row[]>, stamp: (section: string) => Omit<SectionResult, 'rows'>): Results;

/** A V8 CPU profile (`.cpuprofile`), the parts profileShares reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export function profileShares(profile: CpuProfile, from: number, to: number): Record<string, number>;

export interface ProfiledBuild {
  /** CPU ms a request over the measured draw. */
  cpu: number;
  /** Each group's part of it, in ms a request. */
  groups: Record<string, number>;
}

export interface ProfileResults {
  requests: number;
  results: Record<string, Record<string, ProfiledBuild>>;
}

export function profileRows(results: ProfileResults, add: (measure: string, header: string, bare: string, diff: string, target: string, met: boolean | undefined) => void): void;


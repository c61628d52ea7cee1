/** How long a call may take before it fails as timed out, ms. */
export const DEFAULT_TIMEOUT_MS = 10_000;

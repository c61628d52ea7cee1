// How the bench's tables print figures: bytes in KiB (1 KiB = 1,024 bytes, gzip as sent), times in
// ms, ratios with two decimals.
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
export const kib = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a');
export const signedKib = (bytes) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(1)} KiB`;
export const ratio = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

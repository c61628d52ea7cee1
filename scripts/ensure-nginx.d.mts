export const NGINX: string;

export function ensureNginx(): Promise<string>;

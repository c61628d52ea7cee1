// Types of ensure-engines.mjs for the TypeScript suite that imports its paths (e2e/engines).
export declare const FIREFOX: string;
export declare const WEBKIT_DRIVER: string;
export declare const XVFB: string;
export declare function miniBrowser(): string | undefined;
export declare function ensureEngine(name: 'firefox' | 'webkit'): Promise<void>;

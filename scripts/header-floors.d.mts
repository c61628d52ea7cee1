// Types of scripts/header-floors.mjs for the tests that read it.
export declare const HEADER_FLOORS: readonly (readonly string[])[];
export declare function floorsBelow(folder: string): string[];

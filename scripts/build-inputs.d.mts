export declare const BUILD_INPUTS: readonly string[];
export declare const BUILD_STAMP: string;
export declare function buildInputsDigest(root?: string): string;
export declare function buildState(distDir: string, root?: string): 'missing' | 'stale' | 'current';

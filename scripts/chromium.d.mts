export declare function chromiumPath(): string | undefined;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function requireChromium(): string;

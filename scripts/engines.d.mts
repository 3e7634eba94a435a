export declare function firefoxPath(): string | undefined;
export declare function webkitPaths(): { driver: string; browser: string; xvfb: string } | undefined;
export declare function missingWebkitPackages(): string[];

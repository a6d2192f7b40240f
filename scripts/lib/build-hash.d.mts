export declare const STAMP: string;
export declare const OUTPUTS: string[];
export declare function sourceHash(root: string): string;
export declare function builtHash(root: string): string | null;
export declare function recordBuild(root: string, hash: string): void;
export declare function serveArguments(root: string): string[];

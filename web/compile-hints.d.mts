// The types of compile-hints.mjs (a plain module: the build runs it with Node as it is).
export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function frameworkChunks(distDir: string): string[];
export declare function routeEntryChunks(distDir: string): string[];
export declare function hintFirstLoadChunks(distDir: string): string[];

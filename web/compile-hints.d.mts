// The types of compile-hints.mjs (a plain module: the build runs it with Node as it is).
export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function hintFrameworkChunks(distDir: string): string[];

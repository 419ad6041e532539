export declare const compressedCacheDir: string;
export declare function compressedBody(raw: Buffer, encoding: 'br' | 'gzip', cacheDir?: string): Buffer;
export declare function compressedBodyAsync(raw: Buffer, encoding: 'br' | 'gzip', cacheDir?: string): Promise<Buffer>;

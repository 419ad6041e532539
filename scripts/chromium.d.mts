export declare const chromiumPath: string | undefined;
export declare const HEADLESS_SHELL_PATH: string;
export declare const testChromiumPath: string | undefined;
export declare const chromiumFlags: string[];
export declare const playwrightDisabledFeatures: string[];
export declare const browserUiFeatures: string[];
export declare const idleWorkFeatures: string[];
export declare const playwrightChromiumFlags: string[];

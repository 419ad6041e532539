/** What the decision reads from the machine; injected in the tests. */
export interface Probe {
  env: Record<string, string | undefined>;
  exists(path: string): boolean;
  onPath(command: string): boolean;
  isRoot: boolean;
  isDebian: boolean;
  /** Playwright's own Chromium, when its package is installed. */
  playwrightChromium?: string;
}

export interface Requirement {
  name: string;
  debianPackage: string;
  optional?: boolean;
  present(probe: Probe): boolean;
  /** How to name it to someone installing it by hand off Debian. */
  elsewhere: string;
}

export type Plan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; optional: string[] }
  | { action: 'stop'; message: string };

export declare const requirements: Requirement[];
export declare function plan(probe: Probe): Plan;
export declare const MINIBROWSER_PATHS: string[];

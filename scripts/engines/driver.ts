/**
 * What the cross-engine check needs from a browser, the same for every engine, so each page
 * check and flow is written once (scripts/engines/flows.ts). Page-side code is passed as strings
 * of JavaScript that use window.__engines (scripts/engines/inpage.js): functions written here in
 * TypeScript would reach the page as tsx compiled them, with helpers the page does not have.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The listener and helpers every page of the check gets before its own scripts (./inpage.js). */
export const inPageScript = () => readFileSync(join(__dirname, 'inpage.js'), 'utf8');

export interface Problems {
  /** Uncaught errors, failed script loads, console errors the engine reports. */
  problems: string[];
  /** Content-Security-Policy violations. */
  violations: string[];
}

export interface EngineDriver {
  /** "Firefox ESR 153.7.0", "WebKitGTK 2.50.6 (MiniBrowser)". */
  readonly label: string;
  /** Short name for files and messages: firefox, webkit. */
  readonly name: string;
  /** The narrowest viewport the engine's window allows (MiniBrowser: about 447 px). */
  readonly narrowest: number;
  /** Origin of the HTTPS site this engine loads. */
  readonly origin: string;
  /** Loads a path of the site (or a full URL) and waits for the load event. */
  goto(pathOrUrl: string): Promise<void>;
  /** Value of a JavaScript expression in the page (a promise is awaited); JSON only. */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks, as a user does, the element a JavaScript expression returns (scrolled into view first). */
  click(element: string): Promise<void>;
  /** Types text into the field a JavaScript expression returns. */
  type(element: string, text: string): Promise<void>;
  /** Chooses the option with this value in the <select> a JavaScript expression returns. */
  select(element: string, value: string): Promise<void>;
  /** Sets the viewport (CSS pixels); returns what the engine made of it. */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  /** PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Problems recorded since the last call (in-page listener and the engine's own log). */
  takeProblems(): Promise<Problems>;
  close(): Promise<void>;
}

/** JSON literal of a value, for building page expressions. */
export const js = (value: unknown) => JSON.stringify(value);

/** Polls a page expression until it is truthy; fails naming what it waited for. */
export async function waitFor(driver: EngineDriver, expression: string, what: string, timeout = 15_000): Promise<void> {
  await driver.evaluate(
    `window.__engines ? __engines.until(() => (${expression}), ${js(what)}, ${timeout}) : Promise.reject(new Error(${js(NO_SCRIPT)}))`,
  );
}

/**
 * Polls a page expression from here until it is truthy in a page that has the check's script: for
 * a wait across a navigation, where a wait inside the page would die with the page that started
 * it, and the engine may answer from between two documents (an error, or a page whose first
 * script has not run yet: both mean "not yet").
 */
export async function waitThroughNavigation(
  driver: EngineDriver,
  expression: string,
  what: string,
  timeout = 15_000,
): Promise<void> {
  const started = Date.now();
  let last = 'nothing yet';
  while (Date.now() - started < timeout) {
    try {
      if (await driver.evaluate<boolean>(`!!window.__engines && !!(${expression})`)) return;
      last = 'not yet';
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeout} ms waiting for ${what} (last answer: ${last})`);
}

/** When even the check's own script is missing from the page, no script ran there at all. */
export const NO_SCRIPT =
  "no script ran in the page (not even the check's own, loaded like the page's: blocked or not loaded)";

/**
 * English that Decap and react-select write into the editor's page (/admin) without taking it from
 * a locale, rewritten in Italian where it shows: react-select's live region and notices (a relation
 * field's "Loading options…"), a list's heading ("0 cosa offriamo"), the status "Modifiche salvate"
 * on a new entry never saved, and the question on an upload whose name is taken (window.confirm).
 * The texts are in scripts/cms-messages.ts; scripts/cms-editor-ui.ts calls these on every change of
 * the page. Tested in jsdom by scripts/cms-editor-text.test.ts.
 */
import { entryStatus, italianDialog, italianListHeading, italianSelectText, type SelectTextPart } from './cms-messages';

// The notice sits in the listbox, or, in a relation field (whose own menu list leaves it out
// while loading or empty), straight in the menu after react-select's live region.
const SELECT_TEXT =
  '[class*="a11yText"] span[id^="aria-"], [role="listbox"] > div:not([role]), [class*="a11yText"] ~ div > div:not([role])';

/**
 * Rewrites react-select's English text (its live region's spans, an empty list's notice) in and
 * under one node. It changes the text node's data rather than replacing it: React keeps that
 * node and writes its next message into it, which comes back here.
 */
export function translateSelectText(node: Node) {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return;
  const targets = element.matches(SELECT_TEXT) ? [element] : [...element.querySelectorAll(SELECT_TEXT)];
  for (const target of targets) {
    const part = (target.id.startsWith('aria-') ? target.id : 'notice') as SelectTextPart;
    const text = target.firstChild;
    if (!(text instanceof Text)) continue;
    const italian = italianSelectText(part, text.data);
    if (italian !== null) text.data = italian;
  }
}

/** The button that opens or closes a list or a group; the heading's text follows it. */
const EXPAND_BUTTON = '[data-testid="expand-button"]';

/** Rewrites a list's heading ("0 cosa offriamo") in and under one node, in place (as translateSelectText does). */
export function translateListHeadings(node: Node) {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return;
  for (const button of element.querySelectorAll(EXPAND_BUTTON)) {
    const heading = button.parentElement;
    // A list's bar has its add button too; a group's (whose heading is its label) has none.
    if (!heading || (heading.parentElement?.querySelectorAll('button').length ?? 0) < 2) continue;
    for (const text of heading.childNodes) {
      if (!(text instanceof Text)) continue;
      const italian = italianListHeading(text.data);
      if (italian !== null) text.data = italian;
    }
  }
}

const ENTRY_STATUS = '[class*="-BackStatusUnchanged"]';

/** The status under the collection's name, in and under one node: a new entry is not "saved". */
export function markEntryStatus(node: Node, route = location.hash) {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return;
  for (const status of element.matches(ENTRY_STATUS) ? [element] : element.querySelectorAll(ENTRY_STATUS)) {
    const text = status.firstChild;
    const wanted = text instanceof Text ? entryStatus(text.data, route) : null;
    if (text instanceof Text && wanted !== null) text.data = wanted;
  }
}

/** window.confirm with Decap's hard-coded English said in Italian (italianDialog). */
export function italianConfirm(confirm: (message?: string) => boolean): (message?: string) => boolean {
  return (message) => confirm(message === undefined ? message : (italianDialog(String(message)) ?? message));
}

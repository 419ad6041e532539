/**
 * Accessible names for controls that act on one item of a list ("Aggiungi alla richiesta" on
 * each of 18 vehicle cards). WCAG 2.5.3 Label in Name: a voice user says the words they see,
 * so the name starts with the visible text and only then says which item it acts on.
 */
export function controlName(visibleText: string, item: string): string {
  return `${visibleText}: ${item}`;
}

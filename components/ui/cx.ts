/** The class names that are set, space-separated: `cx(styles.card, accent && styles[accent], className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

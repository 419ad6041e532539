/**
 * `--name value` options of a small script, taken out of args (what remains are the positional
 * arguments, such as routes). Shared by scripts/screenshots.mjs and scripts/pixel-diff.mjs.
 */
export function takeOption(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
}

/**
 * `--name value` options of a small script, taken out of args (what remains are the positional
 * arguments, such as routes). Shared by the build's share-image step, the engines check, and the
 * screenshot tools in scripts/measure/.
 */
export function takeOption(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
}

/** A nav entry is active on its own path and on paths below it; Home only on '/'. */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const current = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}

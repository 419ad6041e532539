import { pages } from '../content/pages';

/** Every public route (SPEC.md section 2) and the title it must carry. */
export const routes = Object.values(pages).map((page) => ({ path: page.path, title: page.title }));

import { pages } from '../content/pages';
import { servicePageMetas } from '../lib/servicePages';

/** Every public route (SPEC.md section 2) and the title it must carry. */
export const routes = Object.values(pages).map((page) => ({ path: page.path, title: page.title }));

/** The service pages /servizi/<slug>, checked like every other route. */
export const serviceRoutes = servicePageMetas().map((page) => ({ path: page.path, title: page.title }));

import { pages } from '../content/pages';
import { vehiclePageMetas } from '../lib/sitePages';

/** Every public route (SPEC.md section 2) and the title it must carry. */
const staticRoutes = Object.values(pages).map((page) => ({ path: page.path, title: page.title }));

/** The page of every vehicle, generated from content/fleet.ts. */
const vehicleRoutes = vehiclePageMetas.map((page) => ({ path: page.path, title: page.title }));

export const routes = [...staticRoutes, ...vehicleRoutes];

import type { ComponentType } from 'react';
import { ROUTES } from '@scholarlens/contracts';

/** Shape of every remote's exposed './routes' module: route path (as in ROUTES) → page. */
export type RoutesMap = Record<string, ComponentType>;

/** The exposed module name every remote provides (loadRemote(`${name}/routes`)). */
export const EXPOSED_ROUTES_MODULE = './routes';

export function titleOf(path: string): string {
  return ROUTES.find((r) => r.path === path)?.title ?? '';
}

import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, type PageHandle } from './routes.tsx';

/** Every address a route draws a page at: a leaf's path, or an index route's parent's; not the catch-all. */
function pagePaths(children: RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    const here = route.path === undefined ? parent : `${parent}/${route.path}`;
    if (route.index) return [parent || '/'];
    if (route.children) return pagePaths(route.children, here);
    return route.path === undefined || route.path === '*' ? [] : [here];
  });
}

describe('the page routes the server knows', () => {
  it('are exactly the routes of the web app (a new page is added to PAGE_ROUTES too, or the server answers 404)', () => {
    const routes = createRoutes({ queryClient: new QueryClient(), session: () => null });
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...PAGE_ROUTES].sort());
  });
});

function handles(children: RouteObject[]): PageHandle[] {
  return children.flatMap((route) => [
    ...(route.handle ? [route.handle as PageHandle] : []),
    ...(route.children ? handles(route.children) : []),
  ]);
}

describe('the page modules', () => {
  it('each route names a module that exports its component', () => {
    const found = handles(createRoutes({ queryClient: new QueryClient(), session: () => null }));
    expect(found.length).toBeGreaterThan(40);
    const root = path.resolve(import.meta.dirname, '..', '..');
    for (const { source, component } of found) {
      const text = fs.readFileSync(path.join(root, source), 'utf8');
      expect(text, `${source} exports ${component}`).toMatch(new RegExp(`export (function|const) ${component}\\b`));
    }
  });
});

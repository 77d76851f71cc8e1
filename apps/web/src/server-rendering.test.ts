import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './app/routes';
import { LAZY_PAGE_SOURCES, lazyPageSource, serverRenderPlan } from './server-rendering';

const appRoot = join(__dirname, '..');

describe('which pages the server renders', () => {
  it('renders the public pages, the not-found page and the first screens everyone shares, not per-visitor pages', () => {
    expect(serverRenderPlan('/')).toEqual({ blogPosts: true, blogPostSlug: null });
    expect(serverRenderPlan('/blog/some-post')).toEqual({ blogPosts: false, blogPostSlug: 'some-post' });
    expect(serverRenderPlan('/no-such-page')).toEqual({ blogPosts: false, blogPostSlug: null });
    expect(serverRenderPlan('/offline')).toEqual({ blogPosts: false, blogPostSlug: null });
    expect(serverRenderPlan('/rooms')).toEqual({ blogPosts: false, blogPostSlug: null });
    expect(serverRenderPlan('/rooms/abc/game')).toBeNull();
    expect(serverRenderPlan('/admin')).toBeNull();
  });
});

describe('lazy page sources', () => {
  const allRoutes = (routes: RouteObject[]): RouteObject[] =>
    routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
  const lazyRoutes = allRoutes(pageRoutes).filter((route) => route.lazy);

  it('names the source of every lazy route, and only of lazy routes', () => {
    expect(Object.keys(LAZY_PAGE_SOURCES).sort()).toEqual(lazyRoutes.map((route) => route.path).sort());
  });

  it('names the module each route really loads', async () => {
    for (const route of lazyRoutes) {
      const source = LAZY_PAGE_SOURCES[route.path ?? ''];
      if (!source) throw new Error(`no source named for ${route.path}`);
      expect(existsSync(join(appRoot, source)), source).toBe(true);
      const loaded = (await (route.lazy as () => Promise<{ Component: unknown }>)()).Component;
      const exports = Object.values(
        (await import(/* @vite-ignore */ join(appRoot, source))) as Record<string, unknown>,
      );
      expect(exports, `${route.path} loads ${source}`).toContain(loaded);
    }
  });

  it('finds the source for a path, with its parameters', () => {
    expect(lazyPageSource('/offline')).toBe('src/features/offline-game/offline-game-page.tsx');
    expect(lazyPageSource('/rooms/4f2a/game')).toBe('src/features/online-rooms/game/room-game-page.tsx');
    expect(lazyPageSource('/truth-or-dare-generator/')).toBe('src/features/generator/generator-page.tsx');
    expect(lazyPageSource('/')).toBeNull();
    expect(lazyPageSource('/blogs')).toBeNull();
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@truth-or-dare/prompt-banks';
import {
  documentLanguage,
  loadBlogListing,
  type BlogListing,
  type BlogPost,
  type BlogPostSummary,
} from '@truth-or-dare/room-protocol';
import { inlineStylesheet } from './inline-stylesheet';
import { readBuildManifest, type PreloadTags } from './page-preloads';

/** The web app's server bundle (apps/web/src/entry-server.tsx), as this server uses it. */
interface WebServerBundle {
  serverRenderPlan(pathname: string): { blogPosts: boolean; blogPostSlug: string | null } | null;
  lazyPageSource(pathname: string): string | null;
  /** The catalogs a page in a language other than English loads before it can show its words. */
  catalogPreloadSources(pathname: string): string[];
  renderPage(url: string, data: PageData): Promise<{ head: string; body: string; dataBlock: string; status: number }>;
}

export interface PageData {
  readonly origin: string;
  readonly blogPosts?: BlogListing;
  readonly blogPost?: { readonly slug: string; readonly post: BlogPost | null };
}

/** Where server-rendered pages get their content. */
export interface PageDataSource {
  listPosts(language: Locale): Promise<readonly BlogPostSummary[]>;
  findPost(slug: string): Promise<BlogPost | null>;
}

export interface RenderedDocument {
  readonly status: number;
  readonly html: string;
}

const FALLBACK_TITLE = /<title>[^<]*<\/title>/;
const HTML_TAG = /<html lang="en">/;
const MANIFEST_LINK = /<link rel="manifest" href="\/manifest\.webmanifest" \/>/;
/** Each language's installed app has its own name and start page (apps/web/public/manifest.<locale>.webmanifest). */
const manifestPath = (lang: string) => (lang === 'en' ? '/manifest.webmanifest' : `/manifest.${lang}.webmanifest`);
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Renders the web app's public pages to complete HTML on the server, from the same routes and
 * components as the browser, which then hydrates them. Null when the build has no server bundle.
 */
export function loadServerRenderer(webDistPath: string, origin: string, data: () => PageDataSource) {
  const bundlePath = join(webDistPath, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(bundlePath)) return null;
  // The bundle is an ES module; Node 20.19+ loads it with require (this app compiles to CommonJS).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundle = require(bundlePath) as WebServerBundle;
  const template = inlineStylesheet(readFileSync(join(webDistPath, 'index.html'), 'utf8'), webDistPath);
  if (!FALLBACK_TITLE.test(template) || !template.includes(EMPTY_ROOT) || !HTML_TAG.test(template))
    throw new Error(`${webDistPath}/index.html lacks the <html lang>, <title> or the empty #root the server fills`);

  const preloads: PreloadTags = readBuildManifest(webDistPath);

  /**
   * The page for `url`: rendered, or the app shell telling the browser which chunks the page will
   * load; null when the plain app shell serves it.
   */
  return async function renderDocument(url: string, pathname: string): Promise<RenderedDocument | null> {
    const plan = bundle.serverRenderPlan(pathname);
    const lazySource = bundle.lazyPageSource(pathname);
    // The page's chunks and its language's words are fetched at once, not one after the other.
    const tags = [lazySource, ...bundle.catalogPreloadSources(pathname)]
      .map((source) => (source ? preloads(source) : ''))
      .join('');
    // Every page names its language and direction from the server, the app shell included.
    const { lang, dir } = documentLanguage(pathname);
    const withPreloads = (html: string) => {
      const inLanguage = html
        .replace(HTML_TAG, () => `<html lang="${lang}" dir="${dir}">`)
        .replace(MANIFEST_LINK, () => `<link rel="manifest" href="${manifestPath(lang)}" />`);
      return tags ? inLanguage.replace('</head>', () => `${tags}</head>`) : inLanguage;
    };
    if (!plan) return tags || lang !== 'en' ? { status: 200, html: withPreloads(template) } : null;
    const source = data();
    const [blogPosts, post] = await Promise.all([
      // The page's language's posts, or English ones while it has none (as the browser would list them).
      plan.blogPosts ? loadBlogListing(lang, (language) => source.listPosts(language)) : undefined,
      plan.blogPostSlug !== null ? source.findPost(plan.blogPostSlug) : undefined,
    ]);
    const pageData: PageData = {
      origin,
      ...(blogPosts ? { blogPosts } : {}),
      ...(plan.blogPostSlug !== null ? { blogPost: { slug: plan.blogPostSlug, post: post ?? null } } : {}),
    };
    const page = await bundle.renderPage(url, pageData);
    const html = template
      .replace(FALLBACK_TITLE, () => page.head)
      .replace(EMPTY_ROOT, () => `<div id="root">${page.body}</div>${page.dataBlock}`);
    return { status: page.status, html: withPreloads(html) };
  };
}

export type RenderDocument = NonNullable<ReturnType<typeof loadServerRenderer>>;

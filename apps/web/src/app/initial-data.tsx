import type { BlogListing, BlogPost } from '@truth-or-dare/room-protocol';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Data the server used to render the page, handed to the browser so the first client render
 * matches the HTML exactly (no loading flash, no hydration mismatch). Empty on pages the server
 * does not render.
 */
export interface InitialData {
  /** The site's public origin (e.g. https://example.com), for canonical and Open Graph URLs. */
  readonly origin?: string;
  /** The posts of the home and blog pages: the page language's, or English ones while it has none. */
  readonly blogPosts?: BlogListing;
  /** The post of a /blog/{slug} page; null when there is no such post. */
  readonly blogPost?: { readonly slug: string; readonly post: BlogPost | null };
}

/** The id of the JSON data block in the served HTML (a data block, not a script: the CSP allows no inline scripts). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

const InitialDataContext = createContext<InitialData>({});

export function InitialDataProvider({ data, children }: { data: InitialData; children: ReactNode }) {
  return <InitialDataContext value={data}>{children}</InitialDataContext>;
}

export function useInitialData(): InitialData {
  return useContext(InitialDataContext);
}

/** Reads the data block the server put in the page, if any. */
export function readInitialData(document: Document): InitialData {
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as InitialData;
  } catch {
    return {};
  }
}

/** The data block for the server to write into the page; `<` is escaped so text can never close the element. */
export function serializeInitialData(data: InitialData): string {
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

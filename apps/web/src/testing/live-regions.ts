/**
 * A bare aria-live region has no role, so no query by role finds it; yet what it holds is what a
 * screen reader announces, so tests look regions up by the attribute.
 */
export function liveRegions(container: ParentNode = document): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[aria-live]')];
}

/** The innermost live region that announces `element`, or null when none does. */
export function liveRegionAround(element: Element): HTMLElement | null {
  return liveRegions().findLast((region) => region.contains(element)) ?? null;
}

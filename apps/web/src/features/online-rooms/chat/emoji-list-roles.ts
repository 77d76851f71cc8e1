/** The roles emoji-picker-react puts on its emoji list, its categories, their rows and its emoji buttons. */
const PICKER_GRID_ROLES = ['grid', 'rowgroup', 'row', 'gridcell'] as const;
const PICKER_GRID_SELECTOR = PICKER_GRID_ROLES.map((role) => `[role="${role}"]`).join(',');

function dropGridRoles(container: Element): void {
  container.querySelectorAll(PICKER_GRID_SELECTOR).forEach((element) => element.removeAttribute('role'));
}

/**
 * emoji-picker-react declares its list an ARIA grid on a <ul> and its categories row groups on
 * <li>s, roles those elements may not take, which leaves the rows and cells inside without a
 * valid grid around them. Without these roles the markup reads as what it is: a list of
 * categories, each named and holding emoji buttons. The picker's arrow keys work from its own
 * refs, not from these roles. Emoji appear as the list scrolls or a search filters it, and a
 * category's row role comes once it has emoji, so new nodes and roles are fixed as they arrive.
 * Returns the cleanup.
 */
export function keepEmojiListPlain(container: Element): () => void {
  dropGridRoles(container);
  const observer = new MutationObserver(() => dropGridRoles(container));
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
  return () => observer.disconnect();
}

import { afterEach, describe, expect, it } from 'vitest';
import { keepEmojiListPlain } from './emoji-list-roles';

function pickerMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `
    <input role="combobox" aria-label="Search emoji">
    <ul role="grid">
      <li role="rowgroup" aria-label="Smileys &amp; People">
        <div role="row"><button role="gridcell" aria-label="grinning face">😀</button></div>
      </li>
    </ul>`;
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepEmojiListPlain', () => {
  it('drops the grid roles from the list, its categories and its emoji, keeping names and other roles', () => {
    const container = pickerMarkup();
    const stop = keepEmojiListPlain(container);

    expect(container.querySelector('[role="grid"], [role="rowgroup"], [role="row"], [role="gridcell"]')).toBeNull();
    expect(container.querySelector('li')?.getAttribute('aria-label')).toBe('Smileys & People');
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('grinning face');
    expect(container.querySelector('input')?.getAttribute('role')).toBe('combobox');
    stop();
  });

  it('fixes emoji added later, until stopped', async () => {
    const container = pickerMarkup();
    const stop = keepEmojiListPlain(container);
    const category = container.querySelector('li')!;

    const added = document.createElement('button');
    added.setAttribute('role', 'gridcell');
    category.appendChild(added);
    await Promise.resolve();
    expect(added.hasAttribute('role')).toBe(false);

    // A role set later on a node already there, as React does when a category gets its first emoji.
    const row = category.querySelector('div')!;
    row.setAttribute('role', 'row');
    await Promise.resolve();
    expect(row.hasAttribute('role')).toBe(false);

    stop();
    const afterStop = document.createElement('button');
    afterStop.setAttribute('role', 'gridcell');
    category.appendChild(afterStop);
    await Promise.resolve();
    expect(afterStop.getAttribute('role')).toBe('gridcell');
  });
});

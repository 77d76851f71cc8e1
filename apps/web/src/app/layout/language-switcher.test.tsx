import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../testing/render';
import { LanguageSwitcher } from './language-switcher';

describe('the language switcher', () => {
  afterEach(() => {
    document.cookie = 'tod_lang=; path=/; max-age=0';
  });

  it('lists every language by its own name, the page language chosen', () => {
    render(
      <MemoryRouter initialEntries={['/rooms']}>
        <LanguageSwitcher className="language-switcher" />
      </MemoryRouter>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Français',
      'Deutsch',
      'Italiano',
      'Polski',
      'العربية',
    ]);
  });

  it('opens the same page in the chosen language and remembers the choice', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    render(
      <MemoryRouter initialEntries={['/rooms/r1?ref=x']}>
        <LanguageSwitcher className="language-switcher" />
      </MemoryRouter>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt-BR');
    expect(assign).toHaveBeenCalledWith('/pt-br/rooms/r1?ref=x');
    expect(document.cookie).toContain('tod_lang=pt-BR');
  });
});

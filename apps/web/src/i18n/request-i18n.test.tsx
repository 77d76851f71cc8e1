import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '@lingui/react';
import { SiteHeader } from '../app/layout/site-header';
import { render, screen, within } from '../testing/render';
import { loadCatalogs } from './catalogs';
import { clientI18n } from './client-i18n';
import { createRequestI18n } from './server-i18n';
import { setupI18n } from '@lingui/core';
import { SITE_NAME, SITE_PITCH } from '../config/site';

describe('translation instances', () => {
  it('give each server render its own language, leaving the others as they were', async () => {
    const [spanish, arabic] = await Promise.all([createRequestI18n('es'), createRequestI18n('ar')]);
    expect(spanish._(SITE_NAME)).toBe('Verdad o reto');
    expect(arabic._(SITE_NAME)).toBe('صراحة أم جرأة');
    expect(clientI18n._(SITE_NAME)).toBe('Truth or Dare');
    expect(clientI18n.locale).toBe('en');
  });

  it('render the shell in the page language', async () => {
    const spanish = await createRequestI18n('es');
    render(
      <I18nProvider i18n={spanish}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeTruthy();
  });

  it('speak the pseudo-locale: every catalogued message accented, so plain English stands out', async () => {
    const pseudo = setupI18n();
    await loadCatalogs(pseudo, 'pseudo', ['shell']);
    pseudo.activate('pseudo');
    const pitch = pseudo._(SITE_PITCH);
    const english = 'The Party Game, Online and Offline';
    expect(pitch).toMatch(/^⟦.*⟧$/);
    expect(pitch).not.toContain('Party');
    expect(pitch.length).toBeGreaterThanOrEqual(Math.floor(english.length * 1.3));
  });
});

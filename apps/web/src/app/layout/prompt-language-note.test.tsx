import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { createRequestI18n } from '../../i18n/server-i18n';
import { render, screen } from '../../testing/render';
import { PromptLanguageNote } from './prompt-language-note';

async function renderIn(locale: 'en' | 'es' | 'fr') {
  const i18n = await createRequestI18n(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <PromptLanguageNote />
    </I18nProvider>,
  );
}

describe('the prompt language note', () => {
  it('tells a French page that the games deal English prompts for now', async () => {
    await renderIn('fr');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Les questions et les défis ne sont pas encore dans cette langue : pour l’instant, les jeux les proposent en anglais.',
    );
  });

  it('stays away from pages whose language has its prompts, and from English', async () => {
    await renderIn('es');
    expect(screen.queryByRole('note')).toBeNull();
    await renderIn('en');
    expect(screen.queryByRole('note')).toBeNull();
  });
});

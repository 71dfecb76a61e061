import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  beforeEach(() => localStorage.clear());

  it('offers the two languages that are not the current one', () => {
    renderWithProviders(<LanguageSwitcher />);

    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Deutsch, DE', 'Italiano, IT']);
    expect(buttons.map((button) => button.textContent)).toEqual(['DE', 'IT']);
    expect(screen.queryByRole('button', { name: /Français/ })).toBeNull();
    // The current language is shown, as such, not as a button.
    expect(screen.getByRole('group', { name: 'Changer de langue' }).textContent).toContain('Langue actuelle\u00a0: Français');
  });

  it('switches the language, remembers it and updates <html lang>', async () => {
    const { i18n } = renderWithProviders(<LanguageSwitcher />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deutsch, DE' }));
    });

    expect(i18n.language).toBe('de');
    expect(localStorage.getItem('lang')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Français, FR', 'Italiano, IT']);
    expect(screen.getByRole('group', { name: 'Sprache wechseln' }).textContent).toContain('Aktuelle Sprache: Deutsch');
  });
});

import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { writeStoredCartLines } from '../../lib/stored-cart';
import { clearStoredUser, writeStoredUser } from '../../lib/stored-user';
import { renderWithProviders } from '../../../testing/render';
import { Header } from './header';

describe('Header', () => {
  beforeEach(() => localStorage.clear());

  it('offers sign-in to a visitor, and the cart', () => {
    renderWithProviders(<Header />);

    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Panier' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('link', { name: /Mon compte/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'À propos' }).getAttribute('href')).toBe('/#about-us');
    expect(screen.getByRole('link', { name: 'Votre avis' }).getAttribute('href')).toBe('/#feedback');
  });

  it('shows a signed-in user the profile icon, with a warning dot while no promo code is set', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'chef@bistro.ch' }));
    renderWithProviders(<Header />);

    const profile = screen.getByRole('button', { name: "Mon compte – code d’activation manquant" });
    expect(within(profile).getByTestId('promo-warning-dot')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });

  it('drops the warning dot once the user has a promo code (also read from promo_code)', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'chef@bistro.ch', promo_code: 'WELCOME' }));
    renderWithProviders(<Header />);

    const profile = screen.getByRole('button', { name: 'Mon compte' });
    expect(within(profile).queryByTestId('promo-warning-dot')).toBeNull();
  });

  it('opens the account menu: who is signed in, the profile link and sign-out; Escape closes it', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'chef@bistro.ch', firstName: 'Anna', lastName: 'Rossi', promoCode: 'A1' }));
    const onSignOut = jest.fn();
    renderWithProviders(<Header onSignOut={onSignOut} />, { language: 'de' });
    const button = screen.getByRole('button', { name: 'Mein Konto' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByText('Anna Rossi')).toBeTruthy();
    expect(within(panel).getByText('chef@bistro.ch')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Mein Profil' }).getAttribute('href')).toBe('/profile');
    expect(within(panel).getByRole('link', { name: 'Meine Bestellungen' }).getAttribute('href')).toBe('/orders');

    fireEvent.click(within(panel).getByRole('button', { name: 'Abmelden' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('follows sign-in and sign-out in the same tab at once', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();

    act(() => writeStoredUser({ email: 'chef@bistro.ch' }));
    expect(screen.getByRole('button', { name: "Mon compte – code d’activation manquant" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();

    act(() => clearStoredUser());
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('follows sign-in in another tab (storage event)', () => {
    renderWithProviders(<Header />);
    localStorage.setItem('user', JSON.stringify({ email: 'chef@bistro.ch', promoCode: 'A1' }));

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });

    expect(screen.getByRole('button', { name: 'Mon compte' })).toBeTruthy();
  });

  it('opens the contacts dialog from the site config and closes it with Escape, returning focus', () => {
    renderWithProviders(<Header />, { language: 'de' });
    const opener = screen.getByRole('button', { name: 'Kontakt' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Kontaktieren Sie uns' });
    expect(within(dialog).getByRole('link', { name: /\+41 21 555 01 23/ }).getAttribute('href')).toBe('tel:+41215550123');
    expect(within(dialog).getByRole('link', { name: /support@mercato\.ch/ }).getAttribute('href')).toBe('mailto:support@mercato.ch');
    expect(within(dialog).getByRole('link', { name: 'Mercato auf Instagram (neuer Tab)' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes the contacts dialog with its close button', () => {
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Contacts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows how many lines the cart holds on its icon, following every change', () => {
    renderWithProviders(<Header />, { language: 'it' });
    expect(screen.getByRole('link', { name: 'Carrello' })).toBeTruthy();

    act(() => writeStoredCartLines([{ id: 1, quantity: 2 }, { id: 2, quantity: 0.5 }]));

    const cart = screen.getByRole('link', { name: 'Carrello, 2 articoli' });
    expect(within(cart).getByTestId('cart-count').textContent).toBe('2');
  });

  it('opens the phone search row from its icon, and searching closes it', () => {
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Ouvrir la recherche' });
    const row = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(row.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const field = within(row).getByRole('searchbox', { name: 'Rechercher un produit' });
    expect(document.activeElement).toBe(field);
    // The full-width row has room for the long placeholder; the field inline in the desktop
    // header has about 200 px beside the navigation and gets the short one.
    expect(field.getAttribute('placeholder')).toBe('Chercher un produit…');
    const inline = screen.getAllByRole('searchbox', { name: 'Rechercher un produit' }).find((box) => !row.contains(box))!;
    expect(inline.getAttribute('placeholder')).toBe('Rechercher…');
    fireEvent.change(field, { target: { value: 'creme' } });
    fireEvent.submit(within(row).getByRole('search'));

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('has a burger button that opens and closes the menu panel', () => {
    renderWithProviders(<Header />, { language: 'it' });
    const burger = screen.getByRole('button', { name: 'Apri il menu' });
    const panel = document.getElementById(burger.getAttribute('aria-controls') ?? '');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.contains(screen.getByRole('navigation', { name: 'Navigazione principale' }))).toBe(true);

    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Chiudi il menu');
    expect(panel?.className).toContain('is-open');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });
});

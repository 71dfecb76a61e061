import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { aCategory, categoriesAnswer, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { CategoryGrid } from './category-grid';

const fish = aCategory({
  id: 2,
  slug: 'poissons-fruits-de-mer',
  name_fr: 'Poissons et fruits de mer',
  name_de: 'Fisch und Meeresfrüchte',
  name_it: '',
  description_fr: 'Poissons du lac et de mer.',
  description_de: 'Fisch aus Schweizer Seen.',
  description_it: '',
  image_url: null,
});

describe('CategoryGrid', () => {
  beforeEach(() => localStorage.clear());

  it('shows one card per category, named and described in the current language, linking to its page', async () => {
    stubFetch(categoriesAnswer([aCategory(), fish]));
    renderWithProviders(<CategoryGrid />, { language: 'de' });

    const meat = await screen.findByRole('link', { name: 'Fleisch' });
    expect(meat.getAttribute('href')).toBe('/category/viande');
    // the link is named by the title alone (label in name) and described by the text
    expect(meat.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(meat.getAttribute('aria-describedby')!)?.textContent).toBe('Frisches Schweizer Fleisch.');
    const card = meat.closest('li')!;
    // the picture is decoration next to the title, so it has no name of its own
    const image = card.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('src')).toBe('/media/catalogue/viande.svg');
    expect(image.getAttribute('loading')).toBe('lazy');

    const fishCard = screen.getByRole('link', { name: 'Fisch und Meeresfrüchte' });
    expect(fishCard.getAttribute('href')).toBe('/category/poissons-fruits-de-mer');
    expect(screen.queryByText('Viande')).toBeNull();
  });

  it('falls back to the French text when a translation is missing', async () => {
    stubFetch(categoriesAnswer([fish]));
    renderWithProviders(<CategoryGrid />, { language: 'it' });

    expect(await screen.findByRole('link', { name: 'Poissons et fruits de mer' })).toBeTruthy();
  });

  it('shows skeleton cards and a loading message while the categories load', () => {
    stubFetch('pending');
    renderWithProviders(<CategoryGrid />);

    expect(screen.getByRole('status').textContent).toBe('Chargement des catégories…');
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(8);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('explains a failed load and loads again on retry', async () => {
    const { calls } = stubFetch('network-error', categoriesAnswer([aCategory()]));
    renderWithProviders(<CategoryGrid />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Impossible de charger les catégories')).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('link', { name: 'Viande' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual(['/api/category/get_all_categories.php', '/api/category/get_all_categories.php']);
  });

  it('treats a server error like any failed load', async () => {
    stubFetch({ status: 500, body: { success: false, error_code: 'server_error' } });
    renderWithProviders(<CategoryGrid />, { language: 'it' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Impossibile caricare le categorie')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('says so when there is no category yet', async () => {
    stubFetch(categoriesAnswer([]));
    renderWithProviders(<CategoryGrid />);

    expect(await screen.findByText('Aucune catégorie pour le moment')).toBeTruthy();
  });
});

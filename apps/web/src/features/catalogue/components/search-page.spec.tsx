import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { aProduct, productPage } from '../../../testing/shop-fixtures';
import { SearchPage } from './search-page';

const routes = [{ path: '/search', element: <SearchPage /> }];

describe('SearchPage', () => {
  beforeEach(() => localStorage.clear());

  it('asks the API for the words in the interface language and shows the matching products', async () => {
    const stub = stubFetchByPath({ '/api/v1/products': productPage([aProduct({ name_fr: 'Crème entière 35 %', name_it: 'Panna intera 35 %' })]) });
    renderRoutes(routes, { route: '/search?q=panna', language: 'it' });

    expect(screen.getByRole('heading', { level: 1, name: 'Risultati per «panna»' })).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Panna intera 35 %' })).toBeTruthy();
    expect(screen.getByText('1 prodotto trovato')).toBeTruthy();
    const query = new URL(sentRequests(stub)[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ q: 'panna', lang: 'it', page: '1', limit: '12' });
  });

  it('says when nothing matches', async () => {
    stubFetchByPath({ '/api/v1/products': productPage([]) });
    renderRoutes(routes, { route: '/search?q=caviar' });

    expect(await screen.findByText('Aucun produit ne correspond à « caviar »')).toBeTruthy();
  });

  it('invites to search when no words are given, and searches from its own field', async () => {
    stubFetchByPath({ '/api/v1/products': productPage([aProduct()]) });
    const { where } = renderRoutes(routes, { route: '/search' });

    expect(screen.getByText('Que cherchez-vous ?')).toBeTruthy();
    const form = screen.getByRole('search', { name: 'Rechercher un produit' });
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Rechercher un produit' }), { target: { value: ' crème ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechercher' }));

    expect(where.location?.pathname).toBe('/search');
    expect(new URLSearchParams(where.location?.search).get('q')).toBe('crème');
    expect(await screen.findByRole('listitem', { name: 'Gruyère AOP' })).toBeTruthy();
  });
});

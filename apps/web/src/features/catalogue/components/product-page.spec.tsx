import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { ProductDetailDto } from '@mercato/api-client';
import { stubFetchByPath } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { aProduct } from '../../../testing/shop-fixtures';
import { ProductPage } from './product-page';

/** The products whose page was rendered, in order (the page asks for its cart button each time). */
let rendered: string[] = [];
const routes = [
  {
    path: '/product/:slug',
    element: (
      <ProductPage
        productAction={(product) => {
          rendered.push(product.slug);
          return <button type="button">add {product.id}</button>;
        }}
        notFound={<h1>Introuvable</h1>}
      />
    ),
  },
];

function aProductDetail(overrides: Partial<ProductDetailDto> = {}): ProductDetailDto {
  return {
    ...aProduct(),
    category_name_fr: 'Produits laitiers et œufs',
    category_name_de: 'Milchprodukte und Eier',
    category_name_it: 'Latticini e uova',
    description_fr: 'Gruyère AOP affiné dix mois, à la coupe.',
    description_de: 'Greyerzer AOP, zehn Monate gereift.',
    description_it: 'Gruviera DOP stagionato dieci mesi.',
    highest_price: 13.9,
    ...overrides,
  };
}

const answer = (product: ProductDetailDto) => ({ status: 200, body: { success: true, product } });

describe('ProductPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the product once its answer has arrived: name, price, stock and the cart button', async () => {
    stubFetchByPath({ '/api/v1/products/by-slug/gruyere-aop': answer(aProductDetail()) });
    renderRoutes(routes, { route: '/product/gruyere-aop' });

    expect(screen.getByRole('status').textContent).toBe('Chargement du produit…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gruyère AOP' })).toBeTruthy();
    expect(screen.getByText('CHF 12.50')).toBeTruthy();
    expect(screen.getByText('En stock : 40 kg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'add 12' })).toBeTruthy();
    // The way back names the product's category.
    const crumbs = screen.getByRole('navigation', { name: "Fil d’Ariane" });
    expect(within(crumbs).getByRole('link', { name: 'Produits laitiers et œufs' }).getAttribute('href')).toBe('/category/produits-laitiers-oeufs');
  });

  it('never shows the product before while the next one loads: its skeleton at once', async () => {
    stubFetchByPath({
      '/api/v1/products/by-slug/gruyere-aop': answer(aProductDetail()),
      '/api/v1/products/by-slug/sbrinz-aop': 'pending',
    });
    const { router } = renderRoutes(routes, { route: '/product/gruyere-aop' });
    await screen.findByRole('heading', { level: 1, name: 'Gruyère AOP' });

    rendered = [];
    await act(() => router.navigate('/product/sbrinz-aop'));

    // Not even for one render (the previous product is what a deferred value would still hold).
    expect(rendered).toEqual([]);
    expect(screen.queryByRole('heading', { level: 1, name: 'Gruyère AOP' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Chargement du produit…');
  });
});

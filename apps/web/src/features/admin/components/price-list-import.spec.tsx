import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { ProductAdminDto } from '@mercato/api-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { PriceListImport } from './price-list-import';

const product = (id: number, name: string, price: number): ProductAdminDto =>
  ({
    id,
    slug: `p-${id}`,
    name_fr: name,
    name_de: `${name} (de)`,
    name_it: `${name} (it)`,
    unit: 'kg',
    active: true,
    lowest_price: price,
    offers: [{ wholesaler_id: 3, price, stock: 5 }],
  }) as unknown as ProductAdminDto;

const page = (n: number, pages: number, items: ProductAdminDto[]) => ({
  status: 200,
  body: { success: true, page: n, limit: 100, total: 101, pages, items },
});

/** jsdom's Blob has no `text()`. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('the price list template', () => {
  const made: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return `blob:template-${made.length}`;
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
  });
  afterEach(() => {
    made.length = 0;
  });
  // After the last test's unmount, which revokes its URL.
  afterAll(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('lists every product, beyond the API’s page of 100, sorted by name in the staff member’s language', async () => {
    const first = Array.from({ length: 100 }, (_, i) => product(i + 2, `Produit ${String(i + 2).padStart(3, '0')}`, 10));
    const { calls } = stubFetch(page(1, 2, first), page(2, 2, [product(1, 'Abricots', 4.5)]));
    renderWithProviders(<PriceListImport wholesalerId={3} />, { language: 'fr' });

    const link = await screen.findByRole('link', { name: 'Télécharger le modèle (CSV)' });
    expect(link.getAttribute('href')).toMatch(/^blob:template-/);
    expect(calls.map((url) => new URL(url, 'http://shop').searchParams.get('page'))).toEqual(['1', '2']);
    const rows = (await textOf(made.at(-1)!)).trim().split('\n');
    expect(rows).toHaveLength(1 + 101);
    expect(rows[1]).toBe('1;Abricots;4.50;5');
    expect(rows.at(-1)).toBe('101;Produit 101;10.00;5');
  });

  it('offers no template until every page has arrived', async () => {
    stubFetch(page(1, 2, [product(2, 'Beurre', 9)]), 'pending');
    renderWithProviders(<PriceListImport wholesalerId={3} />, { language: 'de' });
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('link', { name: 'Vorlage herunterladen (CSV)' })).toBeNull();
  });
});

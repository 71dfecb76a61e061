import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { aServerCartItem, verifiedUser } from '../../../testing/shop-fixtures';
import { toCartItem } from '../lib/cart-items';
import { CartPage } from './cart-page';

const cheese = aServerCartItem({ quantity: 2 });
const wine = aServerCartItem({ product_id: 30, name_fr: 'Chasselas AOC', name_de: 'Chasselas AOC', unit: 'piece', price: 14.2, vat_rate: 8.1, stock: 6, quantity: 3 });
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ id: number; quantity: number; price: number }>;

function saved(stub: ReturnType<typeof stubFetchByPath>) {
  return sentRequests(stub)
    .filter((call) => call.url === '/api/cart/save_cart.php')
    .map((call) => (call.body as { items: unknown[] }).items);
}

function setUp(serverItems = [cheese, wine]) {
  localStorage.setItem('user', JSON.stringify(verifiedUser));
  localStorage.setItem('cart', JSON.stringify([toCartItem(cheese), toCartItem(wine)]));
  return stubFetchByPath({
    '/api/cart/get_cart.php': { status: 200, body: { success: true, items: serverItems } },
    '/api/cart/save_cart.php': { status: 200, body: { success: true } },
  });
}

describe('CartPage', () => {
  beforeEach(() => localStorage.clear());

  it('lists each line with its price, quantity, stock and total, and the totals per VAT rate, excluding VAT', async () => {
    setUp();
    renderWithProviders(<CartPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toBeTruthy();
    expect(screen.getByText('2 articles')).toBeTruthy();
    const cheeseRow = screen.getByRole('row', { name: /Gruyère AOP/ });
    expect(within(cheeseRow).getByText('CHF 12.50')).toBeTruthy();
    expect(within(cheeseRow).getByText('En stock : 40 kg')).toBeTruthy();
    expect(within(cheeseRow).getByText('CHF 25.00')).toBeTruthy();
    expect((within(cheeseRow).getByRole('textbox', { name: 'Quantité de Gruyère AOP (kg)' }) as HTMLInputElement).value).toBe('2');

    const totals = screen.getByRole('complementary', { name: 'Récapitulatif' });
    // 25.00 at 2.6 % and 42.60 at 8.1 %: net 67.60, VAT 0.65 and 3.45, gross 71.70
    expect(within(totals).getByText('Total hors TVA').nextSibling?.textContent).toBe('CHF 67.60');
    expect(within(totals).getByText('sur CHF 25.00')).toBeTruthy();
    expect(within(totals).getByText('CHF 0.65')).toBeTruthy();
    expect(within(totals).getByText('CHF 3.45')).toBeTruthy();
    expect(within(totals).getByText('Total TTC').nextSibling?.textContent).toBe('CHF 71.70');
    expect(within(totals).getByText('TVA 2,6 %')).toBeTruthy();
    expect(within(totals).getByText('TVA 8,1 %')).toBeTruthy();
  });

  it('takes the current price and stock from the server cart', async () => {
    setUp([aServerCartItem({ quantity: 2, price: 13, stock: 9 }), wine]);
    renderWithProviders(<CartPage />);

    const cheeseRow = screen.getByRole('row', { name: /Gruyère AOP/ });
    expect(await within(cheeseRow).findByText('CHF 13.00')).toBeTruthy();
    expect(within(cheeseRow).getByText('En stock : 9 kg')).toBeTruthy();
    expect(storedCart()[0]).toMatchObject({ id: 12, quantity: 2, price: 13 });
  });

  it('accepts 2,5 kg, refuses half a piece and more than the stock, and saves every accepted change', async () => {
    const stub = setUp();
    renderWithProviders(<CartPage />);

    const kg = screen.getByRole('textbox', { name: 'Quantité de Gruyère AOP (kg)' });
    fireEvent.change(kg, { target: { value: '2,5' } });
    fireEvent.keyDown(kg, { key: 'Enter' });
    expect(storedCart()[0]).toMatchObject({ id: 12, quantity: 2.5 });
    expect(screen.getByRole('row', { name: /Gruyère AOP/ }).textContent).toContain('CHF 31.25');

    const pieces = screen.getByRole('textbox', { name: 'Quantité de Chasselas AOC (pièces)' });
    fireEvent.change(pieces, { target: { value: '1.5' } });
    fireEvent.blur(pieces);
    const wineRow = screen.getByRole('row', { name: /Chasselas AOC/ });
    expect(within(wineRow).getByRole('alert').textContent).toBe('Ce produit se vend à la pièce\u00a0: saisissez un nombre entier.');
    expect((screen.getByRole('textbox', { name: 'Quantité de Chasselas AOC (pièces)' }) as HTMLInputElement).value).toBe('3');

    fireEvent.change(screen.getByRole('textbox', { name: 'Quantité de Chasselas AOC (pièces)' }), { target: { value: '7' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Quantité de Chasselas AOC (pièces)' }));
    expect(within(wineRow).getByRole('alert').textContent).toBe('Stock insuffisant\u00a0: il reste 6\u00a0pièces.');
    expect(storedCart()[1]).toMatchObject({ id: 30, quantity: 3 });

    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de Chasselas AOC' }));
    expect(storedCart()[1]).toMatchObject({ id: 30, quantity: 4 });
    expect(within(wineRow).queryByRole('alert')).toBeNull();

    await waitFor(() => expect(saved(stub)).toHaveLength(2));
    expect(saved(stub)).toEqual([
      [
        { product_id: 12, quantity: 2.5 },
        { product_id: 30, quantity: 3 },
      ],
      [
        { product_id: 12, quantity: 2.5 },
        { product_id: 30, quantity: 4 },
      ],
    ]);
  });

  it('removes a line, and clears the cart only after confirmation', async () => {
    const stub = setUp();
    renderWithProviders(<CartPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Retirer Chasselas AOC du panier' }));
    expect(storedCart().map((item) => item.id)).toEqual([12]);

    fireEvent.click(screen.getByRole('button', { name: 'Vider le panier' }));
    const dialog = screen.getByRole('dialog', { name: 'Vider le panier\u202f?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(storedCart()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Vider le panier' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Oui, vider le panier' }));
    expect(storedCart()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Votre panier est vide' })).toBeTruthy();
    await waitFor(() => expect(saved(stub)).toEqual([[{ product_id: 12, quantity: 2 }], []]));
  });

  it('marks a line that can no longer be ordered, leaves it out of the totals and hands the order step the cart', () => {
    setUp();
    localStorage.setItem('cart', JSON.stringify([toCartItem(cheese), toCartItem(aServerCartItem({ product_id: 40, name_fr: 'Sbrinz', price: null, stock: null, available: false }))]));
    const plain = renderWithProviders(<CartPage />);
    expect(screen.getByRole('row', { name: /Sbrinz/ }).textContent).toContain('Plus disponible\u00a0: retirez-le pour commander.');
    const totals = screen.getByRole('complementary', { name: 'Récapitulatif' });
    expect(within(totals).getByText('Total hors TVA').nextSibling?.textContent).toBe('CHF 25.00');
    plain.unmount();

    let handed: unknown = null;
    renderWithProviders(
      <CartPage
        checkout={(cart) => {
          handed = { ids: cart.items.map((item) => item.id), blocked: cart.hasUnavailable };
          return <p>order step</p>;
        }}
      />,
    );

    expect(handed).toEqual({ ids: [12, 40], blocked: true });
    expect(screen.getByText('order step')).toBeTruthy();
    // The order step (the plan) shows the totals that count: the cart's own are not shown beside them.
    expect(within(screen.getByRole('complementary', { name: 'Récapitulatif' })).queryByText('Total hors TVA')).toBeNull();
  });

  it("shows on a line the plan's price when it differs from the list price, and the list price only while the plan covers the quantity shown", () => {
    setUp();
    // 2 kg of Gruyère: the cheapest offer (12.50) lacks them, the plan takes a dearer one (13.40).
    const planned = new Map([[12, [{ quantity: 2, unitPrice: 13.4, lineNet: 26.8 }]]]);
    const view = renderWithProviders(<CartPage plannedPrices={planned} />);
    const cheeseRow = screen.getByRole('row', { name: /Gruyère AOP/ });
    expect(within(cheeseRow).getByTestId('planned-price').textContent).toContain('CHF 13.40');
    expect(within(cheeseRow).getByText('Prix le plus bas affiché : CHF 12.50 ; la commande utilise le prix ci-dessus (stock ou frais de livraison).')).toBeTruthy();
    expect(cheeseRow.querySelector('.cart-line__total')?.textContent).toBe('CHF 26.80');
    // The wine's plan price is its list price: nothing more to say.
    expect(within(screen.getByRole('row', { name: /Chasselas AOC/ })).queryByTestId('planned-price')).toBeNull();
    view.unmount();

    // A plan of another quantity (the cart changed since) is not shown on the line.
    renderWithProviders(<CartPage plannedPrices={new Map([[12, [{ quantity: 1, unitPrice: 13.4, lineNet: 13.4 }]]])} />);
    const row = screen.getByRole('row', { name: /Gruyère AOP/ });
    expect(within(row).queryByTestId('planned-price')).toBeNull();
    expect(row.querySelector('.cart-line__total')?.textContent).toBe('CHF 25.00');
  });

  it('invites a visitor to sign in', () => {
    stubFetchByPath({});
    renderWithProviders(<CartPage />);

    expect(screen.getByRole('heading', { name: 'Connectez-vous pour commander' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth');
  });
});

import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sentRequests, stubFetchByPath } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { aProduct, verifiedUser } from '../../../testing/shop-fixtures';
import { AddToCartButton } from './add-to-cart-button';

const cheese = aProduct();
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as Array<Record<string, unknown>> | null;

function saveCalls(stub: ReturnType<typeof stubFetchByPath>) {
  return sentRequests(stub).filter((call) => call.url === '/api/cart/save_cart.php');
}

describe('AddToCartButton (SPEC.md section 4)', () => {
  beforeEach(() => localStorage.clear());

  it("tells a visitor who is not signed in to log in first, and adds nothing", () => {
    const stub = stubFetchByPath({});
    renderWithProviders(<AddToCartButton product={cheese} />);

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter «\u00a0Gruyère AOP\u00a0» au panier' }));

    expect(screen.getByTestId('notification').textContent).toContain("Veuillez d’abord vous connecter.");
    expect(storedCart()).toBeNull();
    expect(stub.mock.calls).toHaveLength(0);
  });

  it('offers the way to sign in, and remembers the product for after it', () => {
    stubFetchByPath({});
    renderWithProviders(
      <Routes>
        <Route path="/" element={<AddToCartButton product={cheese} />} />
        <Route path="/auth" element={<h1>Connexion</h1>} />
      </Routes>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter «\u00a0Gruyère AOP\u00a0» au panier' }));
    expect(JSON.parse(localStorage.getItem('cartAfterSignIn') ?? 'null')).toMatchObject({ item: { id: cheese.id, name: 'Gruyère AOP' } });
    fireEvent.click(within(screen.getByTestId('notification')).getByRole('button', { name: 'Se connecter' }));

    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it('refuses an unverified account, in its language', () => {
    localStorage.setItem('user', JSON.stringify({ ...verifiedUser, is_full_account: 0 }));
    stubFetchByPath({});
    renderWithProviders(<AddToCartButton product={cheese} />, { language: 'de' });

    fireEvent.click(screen.getByRole('button', { name: '«Greyerzer AOP» in den Warenkorb legen' }));

    expect(screen.getByTestId('notification').textContent).toContain('Nur verifizierte Konten können Artikel hinzufügen.');
    expect(storedCart()).toBeNull();
  });

  it('adds with quantity 1, then raises the quantity by 1, saving the whole cart to the server each time', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    localStorage.setItem('cart', JSON.stringify([{ id: 5, name: 'Beurre', price: 13.9, quantity: 2, image: null, short_description: '' }]));
    const stub = stubFetchByPath({ '/api/cart/save_cart.php': { status: 200, body: { success: true } } });
    renderWithProviders(<AddToCartButton product={cheese} />);
    const button = screen.getByRole('button', { name: 'Ajouter «\u00a0Gruyère AOP\u00a0» au panier' });

    fireEvent.click(button);
    expect(storedCart()).toEqual([
      expect.objectContaining({ id: 5, quantity: 2 }),
      { id: 12, name: 'Gruyère AOP', price: 12.5, quantity: 1, image: null, short_description: 'Meule entamée, 10 mois', name_de: 'Greyerzer AOP', name_it: 'Gruviera DOP', slug: 'gruyere-aop', pack_description_fr: '', pack_description_de: '', pack_description_it: '', unit: 'kg', vat_rate: 2.6, stock: 40, available: true },
    ]);
    expect(screen.getByTestId('notification').textContent).toContain('«\u00a0Gruyère AOP\u00a0» ajouté au panier.');
    expect(screen.getByText('Dans votre panier : 1 kg')).toBeTruthy();

    fireEvent.click(button);
    expect(storedCart()?.map((item) => [item['id'], item['quantity']])).toEqual([
      [5, 2],
      [12, 2],
    ]);

    await waitFor(() => expect(saveCalls(stub)).toHaveLength(2));
    expect(saveCalls(stub).map((call) => call.body)).toEqual([
      { user_id: 7, items: [{ product_id: 5, quantity: 2 }, { product_id: 12, quantity: 1 }] },
      { user_id: 7, items: [{ product_id: 5, quantity: 2 }, { product_id: 12, quantity: 2 }] },
    ]);
  });

  it('refuses more than the stock with a clear message', () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    localStorage.setItem('cart', JSON.stringify([{ id: 13, name: 'Crème', price: 7.6, quantity: 3, image: null, short_description: '' }]));
    stubFetchByPath({ '/api/cart/save_cart.php': { status: 200, body: { success: true } } });
    renderWithProviders(<AddToCartButton product={aProduct({ id: 13, name_fr: 'Crème', unit: 'piece', stock: 3 })} />);

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter «\u00a0Crème\u00a0» au panier' }));

    expect(screen.getByTestId('notification').textContent).toContain('Stock insuffisant\u00a0: il reste 3\u00a0pièces.');
    expect(storedCart()?.[0]).toMatchObject({ id: 13, quantity: 3 });
  });

  it('only logs a failed save; the cart stays', async () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      stubFetchByPath({ '/api/cart/save_cart.php': 'network-error' });
      renderWithProviders(<AddToCartButton product={cheese} />);
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter «\u00a0Gruyère AOP\u00a0» au panier' }));
      await waitFor(() => expect(logged).toHaveLength(1));
      expect(storedCart()).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('cannot add an unavailable product', () => {
    localStorage.setItem('user', JSON.stringify(verifiedUser));
    renderWithProviders(<AddToCartButton product={aProduct({ price: null, stock: null, available: false })} />);

    const button = screen.getByRole('button', { name: 'Indisponible' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

import { describe, expect, it } from '@jest/globals';
import { cartItemPack, readCart, storeCart, toCartItem } from './cart-items';

const serverItem = {
  product_id: 12,
  slug: 'gruyere-aop',
  name_fr: 'Gruyère AOP',
  name_de: 'Greyerzer AOP',
  name_it: 'Gruviera DOP',
  price: 24.9,
  quantity: 2.5,
  image: null,
  short_description_fr: 'Meule entamée, 10 mois',
  pack_description_fr: 'meule de 5 kg',
  pack_description_de: 'Laib à 5 kg',
  pack_description_it: '',
  unit: 'kg' as const,
  vat_rate: 2.6,
  stock: 40,
  available: true,
};

describe('cart items (SPEC.md section 3)', () => {
  it('maps a server item to the client fields', () => {
    expect(toCartItem(serverItem)).toEqual({
      id: 12,
      name: 'Gruyère AOP',
      price: 24.9,
      quantity: 2.5,
      image: null,
      short_description: 'Meule entamée, 10 mois',
      name_de: 'Greyerzer AOP',
      name_it: 'Gruviera DOP',
      slug: 'gruyere-aop',
      pack_description_fr: 'meule de 5 kg',
      pack_description_de: 'Laib à 5 kg',
      pack_description_it: '',
      unit: 'kg',
      vat_rate: 2.6,
      stock: 40,
      available: true,
    });
  });

  it('names an item without a French name "---" and reads a missing price as 0', () => {
    expect(toCartItem({ ...serverItem, name_fr: '', price: null, available: false })).toMatchObject({ name: '---', price: 0, available: false });
  });

  it('tells the pack in the interface language, French where it is not translated, nothing where none is set', () => {
    const item = toCartItem(serverItem);
    expect([cartItemPack(item, 'de'), cartItemPack(item, 'it'), cartItemPack(item, 'fr')]).toEqual(['Laib à 5 kg', 'meule de 5 kg', 'meule de 5 kg']);
    expect(cartItemPack(toCartItem({ ...serverItem, pack_description_fr: '', pack_description_de: '' }), 'de')).toBe('');
  });

  it('keeps the cart in local storage under "cart"', () => {
    storeCart([toCartItem(serverItem)]);
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(1);
    expect(readCart()[0]!.id).toBe(12);
    localStorage.setItem('cart', 'not json');
    expect(readCart()).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { categoryDraft, offerDraft, productDraft, wholesalerDraft } from './catalogue-drafts.js';

function fieldErrorsOf(work: () => unknown): Record<string, string> {
  try {
    work();
  } catch (error) {
    return ((error as DomainError).details?.['fieldErrors'] ?? {}) as Record<string, string>;
  }
  throw new Error('no error');
}

describe('catalogue drafts', () => {
  it('trims a category and needs its three names and a slug', () => {
    expect(categoryDraft({ slug: 'viande', name_fr: ' Viande ', name_de: 'Fleisch', name_it: 'Carne' })).toEqual({
      slug: 'viande',
      name: { fr: 'Viande', de: 'Fleisch', it: 'Carne' },
      description: { fr: '', de: '', it: '' },
    });
    expect(fieldErrorsOf(() => categoryDraft({ slug: 'Viande!', name_fr: 'V' }))).toEqual({ slug: 'invalid_slug', name_de: 'field_required', name_it: 'field_required' });
  });

  it('takes a product with a Swiss VAT rate in basis points', () => {
    const draft = productDraft({ subcategory_id: 3, slug: 'vin-rouge', name_fr: 'Vin', name_de: 'Wein', name_it: 'Vino', unit: 'piece', vat_rate: 8.1 });
    expect(draft).toMatchObject({ subcategoryId: 3, unit: 'piece', vatRateBasisPoints: 810, active: true });
    expect(fieldErrorsOf(() => productDraft({ subcategory_id: 0, slug: 'x', name_fr: 'a', name_de: 'b', name_it: 'c', unit: 'l', vat_rate: 7.7 }))).toEqual({
      subcategory_id: 'invalid_data',
      unit: 'invalid_unit',
      vat_rate: 'invalid_vat_rate',
    });
  });

  it('keeps offer prices exact in rappen and stock whole for pieces', () => {
    expect(offerDraft({ price: 0.1 + 0.2, stock: 2.5 }, 'kg')).toEqual({ priceRappen: 30, stock: 2.5, active: true });
    expect(fieldErrorsOf(() => offerDraft({ price: 10.005, stock: 0.5 }, 'piece'))).toEqual({ price: 'invalid_price', stock: 'fractional_stock' });
    expect(fieldErrorsOf(() => offerDraft({ price: -1, stock: -1 }, 'kg'))).toEqual({ price: 'invalid_price', stock: 'invalid_stock' });
  });

  it('lower-cases a wholesaler order e-mail', () => {
    expect(wholesalerDraft({ name: 'Prodega', order_email: 'Orders@Prodega.CH', language: 'de' })).toEqual({
      name: 'Prodega',
      orderEmail: 'orders@prodega.ch',
      language: 'de',
      active: true,
      minOrderRappen: 0,
      deliveryFeeRappen: null,
      deliveryDays: [1, 2, 3, 4, 5],
      cutoff: '16:00',
      leadDays: 1,
      postcodes: '',
    });
  });

  it("reads a wholesaler's terms, with every problem at once", () => {
    const base = { name: 'Prodega', order_email: 'orders@prodega.ch', language: 'de' };
    expect(
      wholesalerDraft({ ...base, min_order_value: 150, delivery_fee: 25.5, delivery_days: [5, 2], cutoff: '14:30', lead_days: 2, postcodes: '1000 - 1299;1400' }),
    ).toMatchObject({ minOrderRappen: 15_000, deliveryFeeRappen: 2_550, deliveryDays: [2, 5], cutoff: '14:30', leadDays: 2, postcodes: '1000-1299, 1400' });
    expect(
      fieldErrorsOf(() => wholesalerDraft({ ...base, min_order_value: -1, delivery_fee: 1.234, delivery_days: [0, 8], cutoff: '25:00', lead_days: 1.5, postcodes: '99-1' })),
    ).toEqual({
      min_order_value: 'invalid_amount',
      delivery_fee: 'invalid_amount',
      delivery_days: 'invalid_delivery_days',
      cutoff: 'invalid_cutoff',
      lead_days: 'invalid_lead_days',
      postcodes: 'invalid_postcodes',
    });
  });
});

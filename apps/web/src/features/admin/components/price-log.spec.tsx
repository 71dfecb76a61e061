import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { PriceLog } from './product-offers';

describe("a product's price log", () => {
  it('dates each change in Swiss time, as the rest of the admin area does', async () => {
    renderWithProviders(
      <PriceLog
        entries={[
          // 23:30 UTC on 29 November is 00:30 on the 30th in Zurich.
          { wholesaler_id: 1, wholesaler_name: 'Léman Gastro', old_price: 18.9, new_price: 19.5, old_stock: 40, new_stock: 35, source: 'import', changed_by: 'admin@mercato.ch', changed_at: '2026-11-29T23:30:00.000Z' },
        ]}
      />,
    );
    expect(await screen.findByText('30.11.26 00:30')).toBeTruthy();
  });
});

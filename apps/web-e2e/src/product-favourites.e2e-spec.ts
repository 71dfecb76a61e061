import { describe, expect, it } from '@jest/globals';
import { mailJourney, signInThroughForm, uniqueEmail } from './support/journey.js';

/**
 * Issue #15: favourites (the star on a card, the list at /favourites reached from the account
 * menu, adding to the cart from it) and the product page in German reached from a card, with
 * its price range and pack; an unknown product shows the not-found page. Real browser, built
 * product, demo catalogue.
 */
const world = mailJourney();
const { url, openPage } = world;
const PASSWORD = 'Fondue&Co7';

async function post(path: string, body: Record<string, unknown>): Promise<number> {
  const answer = await fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return answer.status;
}

async function verifiedAccount(email: string): Promise<void> {
  const registered = await post('/api/register.php', {
    firstName: 'Lea',
    lastName: 'Keller',
    phone: '+41 44 555 12 34',
    email,
    restaurantName: 'Zum Löwen',
    restaurantAddress: 'Limmatquai 1, 8001 Zürich',
    password: PASSWORD,
    confirm: PASSWORD,
    privacy_accepted: true,
    lang: 'fr',
  });
  expect(registered).toBe(200);
  const code = await world.catcher.codeFor(email);
  expect(await post('/api/verify_code.php', { email, code, type: 'register', lang: 'fr' })).toBe(200);
}

describe('favourites and the product page', () => {
  it('stars a product on its card, finds it at /favourites through the account menu, adds it to the cart from there, and takes the star off', async () => {
    const email = uniqueEmail('favourites');
    await verifiedAccount(email);
    const page = await openPage('/');
    await signInThroughForm(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Le meilleur prix de gros, produit par produit.' }).waitFor();

    await page.goto('/category/produits-laitiers-oeufs');
    const star = page.getByRole('button', { name: 'Favori\u00a0: Gruyère AOP affiné 10 mois', exact: true });
    await star.waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await page.waitForFunction((button) => button?.getAttribute('aria-pressed') === 'true', await star.elementHandle());

    await page.getByRole('button', { name: /Mon compte/ }).click();
    await page.getByRole('link', { name: 'Mes favoris' }).click();
    await page.waitForURL(url('/favourites'));
    await page.getByRole('heading', { level: 1, name: 'Mes favoris' }).waitFor();
    const list = page.getByRole('list', { name: 'Mes favoris' });
    await list.getByRole('listitem').filter({ hasText: 'Gruyère AOP affiné 10 mois' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);

    await list.getByRole('button', { name: 'Ajouter «\u00a0Gruyère AOP affiné 10 mois\u00a0» au panier' }).click();
    await page.getByTestId('notification').getByText('«\u00a0Gruyère AOP affiné 10 mois\u00a0» ajouté au panier.').waitFor();

    // Taking the star off empties the list; a reload agrees (the server kept the change).
    await page.getByRole('button', { name: 'Favori\u00a0: Gruyère AOP affiné 10 mois', exact: true }).click();
    await page.getByText('Aucun favori pour le moment').waitFor();
    await page.reload();
    await page.getByText('Aucun favori pour le moment').waitFor();
  });

  it('opens the product page in German from a card: price range, wholesalers, pack, VAT; an unknown product is not found', async () => {
    const page = await openPage('/category/boissons', { language: 'de' });
    await page.getByRole('link', { name: 'Chasselas Lavaux AOC, Weisswein' }).click();
    await page.waitForURL(url('/product/chasselas-lavaux-aoc'));
    await page.getByRole('heading', { level: 1, name: 'Chasselas Lavaux AOC, Weisswein' }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Tiefster Preis');
    expect(text).toContain('CHF 79.80');
    expect(text).toContain('/ Karton mit 6 x 75 cl');
    expect(text).toContain('Angeboten von 2 Grosshändlern');
    expect(text).toContain('Preise der Grosshändler: von CHF 79.80 bis CHF 84.50');
    expect(text).toContain('MWST-Satz');
    expect(text).toContain('8.1 %');
    expect(text).toMatch(/Chasselas des terrasses|Chasselas von den Terrassen/);
    expect(await page.title()).toContain('Chasselas Lavaux AOC, Weisswein');
    expect(await page.getByRole('button', { name: 'Favorit: Chasselas Lavaux AOC, Weisswein' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '«Chasselas Lavaux AOC, Weisswein» in den Warenkorb legen' }).count()).toBe(1);
    const image = page.locator('.product-page__visual img');
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await image.elementHandle());

    await page.goto('/product/gibt-es-nicht');
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
  });
});

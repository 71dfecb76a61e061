import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

const CHEESES = ['emmentaler-aop', 'fromage-a-raclette-suisse', 'gruyere-aop', 'sbrinz-aop'];
const WINES = ['chasselas-lavaux-aoc', 'merlot-del-ticino-doc'];

/** The shop's search on the demo catalogue: by language, stem and word start, ranked, forgiving typos. */
describe.each<DatabaseKind>(['postgres', 'embedded'])('product search (%s)', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ database, seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (q: string, lang: string) =>
    (await t.http.get(`/api/v1/products?q=${encodeURIComponent(q)}&lang=${lang}&limit=100`).expect(200)).body.items.map((i: { slug: string }) => i.slug) as string[];

  it.each([
    ['Käse', 'de'],
    ['kase', 'de'],
    ['fromage', 'fr'],
    ['Fromages', 'fr'],
    ['formaggio', 'it'],
  ])('"%s" (%s) finds every cheese, and cheeses first', async (q, lang) => {
    const found = await search(q, lang);
    expect(found.slice(0, CHEESES.length).sort()).toEqual(CHEESES);
  });

  it.each([
    ['Wein', 'de'],
    ['vin', 'fr'],
    ['vino', 'it'],
  ])('"%s" (%s) lists the wines among the first and never pork', async (q, lang) => {
    const found = await search(q, lang);
    // "Vinaigre de vin blanc" names wine too; it may come between them.
    expect(found.slice(0, WINES.length + 1)).toEqual(expect.arrayContaining(WINES));
    expect(found.filter((slug) => slug.includes('porc'))).toEqual([]);
  });

  it('puts a product named by the search before one that only mentions it', async () => {
    expect((await search('creme', 'fr'))[0]).toBe('creme-entiere-35');
    expect((await search('RAHM', 'de'))[0]).toBe('creme-entiere-35');
  });

  it('finds the start of a word and the head of a compound, not the middle of a word', async () => {
    // "Weisswein" and "Rotwein" are wines; "Weissweinessig" is a vinegar, "Schweinskoteletts" pork.
    const wein = await search('Wein', 'de');
    expect(wein).toEqual(expect.arrayContaining(['chasselas-lavaux-aoc', 'merlot-del-ticino-doc']));
    expect(wein).not.toContain('vinaigre-de-vin-blanc');
    expect(await search('Lachs', 'de')).toEqual(expect.arrayContaining(['saumon-fume-tranche', 'filet-de-saumon-norvegien']));
    expect(await search('Rinds', 'de')).toEqual(expect.arrayContaining(['entrecote-de-boeuf-suisse', 'filet-de-boeuf-suisse', 'boeuf-hache-suisse']));
    expect(await search('wein', 'de')).not.toContain('cotelettes-de-porc-suisse');
  });

  it('forgives a typo when nothing else matches', async () => {
    expect(await search('Emental', 'de')).toContain('emmentaler-aop');
    expect(await search('gruyre', 'fr')).toContain('gruyere-aop');
    expect(await search('spagetti', 'it')).toContain('spaghetti-de-ble-dur');
    expect(await search('zzzzqqq', 'fr')).toEqual([]);
  });

  it('searches several words together, in any order', async () => {
    expect(await search('huile olive', 'fr')).toEqual(['huile-d-olive-extra-vierge']);
    expect(await search('olive huile', 'fr')).toEqual(['huile-d-olive-extra-vierge']);
  });
});

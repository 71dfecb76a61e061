import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { adoptPageAnswers, PAGE_ANSWERS_ID, pageAnswersJson, type PageAnswer } from './page-answers';

const HOSTILE = 'Bœuf </script><img src=x onerror=alert(1)> <!-- & \u2028';

describe('the API answers a catalogue page carries', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('written by the server, they cannot end their element, and the app reads them back unchanged into its cache', () => {
    const answers: PageAnswer[] = [
      [['/api/v1/categories/viande'], { success: true, category: { name_fr: HOSTILE } }],
      [['/api/v1/products', { limit: 12, category: 'viande', page: 1, lang: 'de' }], { success: true, items: [] }],
    ];
    const json = pageAnswersJson(answers);
    expect(json).not.toMatch(/[<>&\u2028]/);
    // As the browser parses the page: the element ends where the server ended it.
    document.body.innerHTML = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script><p id="after">after</p>`;
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.getElementById('after')?.textContent).toBe('after');

    const queryClient = new QueryClient();
    adoptPageAnswers(document, queryClient);
    expect(queryClient.getQueryData(['/api/v1/categories/viande'])).toEqual({ success: true, category: { name_fr: HOSTILE } });
    // The key as the screen builds it (an absent subcategory included) finds the answer.
    expect(queryClient.getQueryData(['/api/v1/products', { limit: 12, category: 'viande', subcategory: undefined, page: 1, lang: 'de' }])).toEqual({ success: true, items: [] });
  });

  it('ignores anything else: no element, another type, unreadable JSON, entries of another shape', () => {
    const cases = [
      '',
      `<script type="text/plain" id="${PAGE_ANSWERS_ID}">[[["/a"],{"x":1}]]</script>`,
      `<script type="application/json" id="${PAGE_ANSWERS_ID}">[[["/a"],{"x":1}]</script>`,
      `<script type="application/json" id="${PAGE_ANSWERS_ID}">[["/a",{"x":1}],[["/a"],null],{"key":1}]</script>`,
    ];
    for (const html of cases) {
      document.body.innerHTML = html;
      const queryClient = new QueryClient();
      adoptPageAnswers(document, queryClient);
      expect([html, queryClient.getQueryCache().getAll().length]).toEqual([html, 0]);
    }
  });
});

import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The id of the `<script type="application/json">` in which the server writes the API answers
 * a catalogue page was rendered from (a data block: the CSP's ban on inline scripts stays).
 */
export const PAGE_ANSWERS_ID = 'mercato-answers';

/** One answer: the query key of the screen that reads it, and the answer's body. */
export type PageAnswer = readonly [key: QueryKey, data: unknown];

/**
 * Puts the answers the server wrote into the page into the app's cache before React adopts the
 * page, so the screens render what the HTML shows (no mismatch, no skeleton, no second request
 * for them). Anything unreadable is ignored: the screens then ask the API themselves.
 */
export function adoptPageAnswers(document: Document, queryClient: QueryClient): void {
  const element = document.getElementById(PAGE_ANSWERS_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return;
  let answers: unknown;
  try {
    answers = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (!Array.isArray(answers)) return;
  for (const answer of answers) {
    if (Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[0]) && answer[1] !== null && typeof answer[1] === 'object') {
      queryClient.setQueryData(answer[0] as QueryKey, answer[1]);
    }
  }
}

/**
 * The answers as the text of that script element: JSON in which nothing can end the element or
 * start markup (`<`, `>`, `&` and the two line separators JavaScript once refused are escaped).
 */
export function pageAnswersJson(answers: readonly PageAnswer[]): string {
  return JSON.stringify(answers).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

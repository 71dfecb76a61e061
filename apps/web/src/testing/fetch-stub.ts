import { jest } from '@jest/globals';
import type { CategoryDto } from '@mercato/api-client';

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | 'network-error' | 'pending';

/**
 * Replaces `fetch` (absent from jsdom) with a stub that answers the queued answers in order,
 * the last one again for any further call.
 */
export function stubFetch(...answers: Answer[]) {
  const calls: string[] = [];
  const stub = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    calls.push(String(input));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? 'pending';
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers(answer.headers),
      text: async () => JSON.stringify(answer.body),
    } as Response;
  });
  globalThis.fetch = stub as typeof fetch;
  return { stub, calls };
}

export const categoriesAnswer = (categories: CategoryDto[]) => ({ status: 200, body: { success: true, categories } });

export function aCategory(overrides: Partial<CategoryDto> = {}): CategoryDto {
  return {
    id: 1,
    slug: 'viande',
    name_fr: 'Viande',
    name_de: 'Fleisch',
    name_it: 'Carne',
    description_fr: 'Viandes suisses fraîches.',
    description_de: 'Frisches Schweizer Fleisch.',
    description_it: 'Carne svizzera fresca.',
    image_url: '/media/catalogue/viande.svg',
    ...overrides,
  };
}

/** The calls a stub received: path and parsed JSON body, in order. */
export function sentRequests(stub: ReturnType<typeof stubFetch>['stub']): Array<{ url: string; body: unknown }> {
  return stub.mock.calls.map(([input, init]) => {
    const raw = init?.body;
    return { url: String(input), body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw };
  });
}

/** Like `stubFetch`, but answers by path (`/api/login.php`), for pages that make several calls at once. */
export function stubFetchByPath(answers: Record<string, Answer>) {
  return stubFetch().stub.mockImplementation(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0] ?? '';
    const answer = answers[path] ?? 'pending';
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers(answer.headers),
      text: async () => JSON.stringify(answer.body),
    } as Response;
  });
}

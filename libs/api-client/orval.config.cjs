/**
 * Generates typed React Query hooks from the API contract (openapi.yaml) into src/generated.
 * Every call goes through one mutator (src/mutator/fetch-api.ts), the only door to the API.
 */
module.exports = {
  mercato: {
    input: { target: '../../openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/generated/endpoints',
      schemas: 'src/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      override: {
        mutator: { path: 'src/mutator/fetch-api.ts', name: 'fetchApi' },
        query: { version: 5 },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
};

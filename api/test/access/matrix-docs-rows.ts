import { all, type MatrixRow } from './matrix-expect';

/** The API's reference page and its OpenAPI document: public, no data of any tenant. */
export const DOCS_ROWS: MatrixRow[] = [
  { route: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expect: all(200) },
  {
    route: 'GET /api/docs/openapi.json',
    request: () => ({ url: '/api/docs/openapi.json' }),
    expect: all(200),
  },
  { route: 'GET /api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: all(200) },
  { route: 'GET /api/docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: all(200) },
  {
    // The reference page's own script, which names where the document is.
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: all(200),
  },
  {
    // An old address of the page: it sends the browser to /api/docs/.
    route: 'GET /api/docs/static/index.html',
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: all(302),
  },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: all(200),
  },
];

const configured: unknown = import.meta.env.VITE_API_BASE_URL;
if (configured !== undefined && (typeof configured !== 'string' || configured === ''))
  throw new Error('VITE_API_BASE_URL is empty: leave it out for /api on the same origin, or give the URL of the API.');

/** The API's base URL with no trailing slash: `/api` on the same origin, or any deployment of the interface. */
export const apiBaseUrl = (configured ?? '/api').replace(/\/$/, '');

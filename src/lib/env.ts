import { z } from 'zod';

const env = z.object({
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
});

export const config = env.parse(import.meta.env);
/** The API's base URL with no trailing slash: `/api` on the same origin, or any deployment of the interface. */
export const apiBaseUrl = config.VITE_API_BASE_URL.replace(/\/$/, '');

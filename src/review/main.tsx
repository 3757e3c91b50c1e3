// The review page (`/review/{token}`, review.html): a page of its own for people without an account, with nothing
// of the dashboard's shell, router or generated client (decision 059).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startTheme } from '../lib/theme';
import '../styles.css';
import { tokenOf } from './review-api';
import { ReviewPage } from './review-page';
import { retryConnection } from './use-review';

startTheme();
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 2_000, retry: retryConnection } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ReviewPage token={tokenOf(window.location.pathname)} />
    </QueryClientProvider>
  </StrictMode>,
);

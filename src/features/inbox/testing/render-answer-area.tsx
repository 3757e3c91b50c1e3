import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { vi } from 'vitest';
import { client } from '../../../api/generated/client.gen';
import { configureApiClient } from '../../../api/client';
import { ToastProvider } from '../../../components/ui/toast';
import { saveSession } from '../../../lib/auth/session';
import { createQueryClient } from '../../../lib/query-client';
import { API } from '../../../testing/server';
import { AnswerArea, type AnswerAreaProps } from '../components/answer-area';

let configured = false;

/**
 * The answer area alone, as the open conversation renders it, with the props a test gives (the keys' focus, the
 * typing callback) and spies for the others: what the area does with its props, apart from the pane that wires them.
 */
export function renderAnswerArea(props: Pick<AnswerAreaProps, 'item' | 'answer'> & Partial<AnswerAreaProps>) {
  if (!configured) {
    configureApiClient();
    configured = true;
  }
  client.setConfig({ baseUrl: API });
  saveSession('test-token', 3600);
  const onFocused = props.onFocused ?? vi.fn();
  const onTyping = props.onTyping ?? vi.fn();
  const queryClient = createQueryClient({ queries: { retry: false, staleTime: 0 } });
  const area = (focus: AnswerAreaProps['focus']) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Suspense fallback={<p>Loading…</p>}>
          <AnswerArea {...props} focus={focus} onFocused={onFocused} onTyping={onTyping} />
        </Suspense>
      </ToastProvider>
    </QueryClientProvider>
  );
  const view = render(area(props.focus ?? null));
  return { onFocused, onTyping, refocus: (focus: AnswerAreaProps['focus']) => view.rerender(area(focus)) };
}

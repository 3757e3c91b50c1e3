import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginError, logInWithPopup } from '../../../lib/auth/login';

export type LogInStatus = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'error'; message: string };

/**
 * The dashboard's normal login (popup, or the whole page when popups are blocked), landing on the inbox; the form
 * comes filled with `email` when given.
 */
export function useLogIn(email?: string) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<LogInStatus>({ kind: 'idle' });
  const logIn = () => {
    setStatus({ kind: 'waiting' });
    logInWithPopup('/inbox', { loginHint: email }).then(
      (outcome) => {
        if (outcome === 'done') void navigate({ to: '/inbox', replace: true });
      },
      (error: unknown) =>
        setStatus({
          kind: 'error',
          message:
            error instanceof LoginError
              ? error.message
              : 'The login could not finish. Check your connection and try again.',
        }),
    );
  };
  return { status, logIn };
}

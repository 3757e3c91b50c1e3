import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginError, logInWithPopup } from './login';

export type LogInStatus = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'error'; message: string };

/**
 * The dashboard's login (popup, or the whole page when popups are blocked), landing on `returnTo` once done; the
 * form comes filled with `loginHint` when given (a person who has just created their account or joined).
 */
export function useLogIn(returnTo: string, loginHint?: string) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<LogInStatus>({ kind: 'idle' });
  const logIn = () => {
    setStatus({ kind: 'waiting' });
    logInWithPopup(returnTo, { loginHint }).then(
      (outcome) => {
        if (outcome === 'done') void navigate({ href: returnTo, replace: true });
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

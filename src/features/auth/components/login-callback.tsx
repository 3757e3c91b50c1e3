import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CALLBACK_MESSAGE, finishRedirectLogin, LoginError, type CallbackMessage } from '../../../lib/auth/login';

interface Props {
  code?: string;
  state: string;
  error?: string;
}

/**
 * The login's redirect target. In the popup it hands the code to the window that opened it (our origin only)
 * and that window finishes the login; after a full-page login it finishes the login itself.
 */
export function LoginCallback({ code, state, error }: Props) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const message: CallbackMessage = { type: CALLBACK_MESSAGE, state, code, error };
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      opener.postMessage(message, window.location.origin);
      return;
    }
    finishRedirectLogin(message).then(
      (returnTo) => navigate({ href: returnTo, replace: true }),
      (e: unknown) => setFailure(e instanceof LoginError ? e.message : 'The login could not finish. Log in again.'),
    );
  }, [code, state, error, navigate]);

  return (
    <main className="grid min-h-screen place-items-center p-4">
      <div className="max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-lg font-semibold">{failure ? 'Login did not finish' : 'Finishing login…'}</h1>
        {failure ? (
          <>
            <p role="alert" className="mt-2 text-slate-700">
              {failure}
            </p>
            <Link to="/login" className="mt-4 inline-block font-semibold text-blue-700 underline">
              Back to login
            </Link>
          </>
        ) : (
          <p className="mt-2 text-slate-600">This window closes by itself in a moment.</p>
        )}
      </div>
    </main>
  );
}

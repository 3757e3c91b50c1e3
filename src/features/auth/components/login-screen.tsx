import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button';
import { useLogIn } from '../../../lib/auth/use-log-in';

/** The way in; where sign-up is open (`signupOpen`), also the way to a new account. */
export function LoginScreen({ returnTo, signupOpen = false }: { returnTo: string; signupOpen?: boolean }) {
  const { status, logIn } = useLogIn(returnTo);

  return (
    <main className="grid min-h-screen place-items-center p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <h1 className="mt-4 text-2xl font-bold">Social Desk</h1>
        <p className="mt-2 text-slate-600">
          One inbox, queue and approval flow for every channel of your workspace. Log in to continue.
        </p>
        <Button className="mt-6 w-full" onClick={logIn} disabled={status.kind === 'waiting'}>
          Log in
        </Button>
        <p aria-live="polite" className="mt-4 min-h-6 text-sm text-slate-600">
          {status.kind === 'waiting' && 'A login window is open: finish logging in there.'}
        </p>
        {status.kind === 'error' && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
            {status.message}
          </p>
        )}
        {signupOpen && (
          <p className="mt-2 text-center text-sm text-slate-600">
            New here?{' '}
            <Link to="/signup" className="font-semibold text-blue-700 underline">
              Create an account
            </Link>
          </p>
        )}
      </div>
    </main>
  );
}

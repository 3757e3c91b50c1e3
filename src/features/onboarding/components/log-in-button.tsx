import { Button } from '../../../components/ui/button';
import { useLogIn } from '../../../lib/auth/use-log-in';
import { Alert } from './onboarding-card';

/** The way on once an account exists: the normal login (for `email`, when known), with what it is doing said politely. */
export function LogInButton({ email }: { email?: string } = {}) {
  const { status, logIn } = useLogIn('/', email);
  return (
    <>
      <Button className="mt-6 w-full" onClick={logIn} disabled={status.kind === 'waiting'}>
        Log in
      </Button>
      <p aria-live="polite" className="mt-4 min-h-6 text-sm text-slate-600">
        {status.kind === 'waiting' && 'A login window is open: finish logging in there.'}
      </p>
      {status.kind === 'error' && <Alert>{status.message}</Alert>}
    </>
  );
}

import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CopyField } from '../../../components/ui/copy-field';

export interface ShownCredentials {
  title: string;
  clientId: string;
  clientSecret: string | null;
}

/**
 * An application's credentials right after they are made: the secret is shown this once, never stored or
 * listed again, so the dialog says so before anything else.
 */
export function SecretDialog({ credentials, onClose }: { credentials: ShownCredentials | null; onClose: () => void }) {
  return (
    <Dialog open={credentials !== null} onClose={onClose} title={credentials?.title ?? ''} size="lg">
      {credentials && (
        <div className="space-y-4">
          {credentials.clientSecret ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
              <strong>Copy the client secret now: it will not be shown again.</strong> Keep it on your server, never in
              a browser or a mobile app. If it is lost, rotate it to get a new one.
            </p>
          ) : (
            <p className="rounded-lg bg-blue-50 p-3 text-sm text-blue-950 ring-1 ring-blue-200">
              A public client has no secret: it proves itself with PKCE on every login.
            </p>
          )}
          <CopyField label="Client ID" value={credentials.clientId} monospace />
          {credentials.clientSecret && <CopyField label="Client secret" value={credentials.clientSecret} monospace />}
          <div className="flex justify-end">
            <Button onClick={onClose}>{credentials.clientSecret ? 'I have copied the secret' : 'Done'}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

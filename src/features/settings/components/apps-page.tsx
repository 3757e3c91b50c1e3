import { useState } from 'react';
import { apiBaseUrl } from '../../../lib/env';
import { AppForm } from './app-form';
import { AppsList } from './apps-list';
import { SecretDialog, type ShownCredentials } from './secret-dialog';
import { SettingsPageTitle } from './settings-section';

export function AppsPage({ zone }: { zone: string }) {
  const [shown, setShown] = useState<ShownCredentials | null>(null);
  return (
    <>
      <SettingsPageTitle title="API applications">
        Applications log in with OAuth 2 and act in this workspace through the API.{' '}
        <a
          href={`${apiBaseUrl}/docs`}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-blue-800 underline"
        >
          API reference<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </SettingsPageTitle>
      <div className="space-y-6">
        <AppForm
          onCreated={(app) =>
            setShown({ title: `${app.name} is registered`, clientId: app.client_id, clientSecret: app.client_secret })
          }
        />
        <AppsList zone={zone} onSecret={setShown} />
      </div>
      <SecretDialog credentials={shown} onClose={() => setShown(null)} />
    </>
  );
}

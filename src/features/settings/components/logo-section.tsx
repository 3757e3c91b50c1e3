import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mediaUploadMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { WorkspaceSettings } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { useUpdateWorkspace } from '../api/use-update-workspace';
import { LogoPicker } from './logo-picker';
import { FormError, SettingsSection } from './settings-section';

const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** The service's default MEDIA_MAX_BYTES; a service set lower refuses with its own message. */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * The logo on the cover of the workspace's PDF reports (decision 078): a picture of the media library, chosen there
 * or uploaded (and so kept there too). Saved at once, apart from the form below.
 */
export function LogoSection({ settings }: { settings: WorkspaceSettings }) {
  const save = useUpdateWorkspace();
  const upload = useMutation({ ...mediaUploadMutation(), meta: { quiet: true } });
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const file = useRef<HTMLInputElement>(null);
  const busy = save.isPending || upload.isPending;

  const choose = (logo: string) => {
    setProblem(undefined);
    save.mutate({ body: { logo } });
  };
  const send = (picked: File | undefined) => {
    if (!picked) return;
    if (!TYPES.includes(picked.type)) return setProblem(`“${picked.name}” is not a PNG, JPEG, GIF or WebP image.`);
    if (picked.size > MAX_BYTES) return setProblem(`“${picked.name}” is over 8 MB: pick a smaller picture.`);
    setProblem(undefined);
    upload.mutate(
      { body: picked, headers: { 'Content-Type': picked.type }, query: { name: picked.name } },
      { onSuccess: ({ data }) => choose(data.media_id) },
    );
  };
  const error =
    problem ??
    (upload.isError ? `The logo could not be uploaded: ${apiErrorMessage(upload.error)}` : undefined) ??
    (save.isError ? apiErrorMessage(save.error) : undefined);

  return (
    <SettingsSection
      title="Logo"
      description="On the cover of the workspace’s PDF reports. A picture of the media library; choose a wide one on a plain background."
    >
      <div className="flex flex-wrap items-center gap-4">
        {settings.logo ? (
          <img
            src={settings.logo}
            alt={`${settings.name}’s logo`}
            className="h-16 max-w-48 rounded bg-white object-contain p-1 ring-1 ring-slate-200"
          />
        ) : (
          <p className="text-sm text-slate-600">No logo: the reports’ covers show the workspace’s name alone.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => setPicking(true)}>
            Choose from the library
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => file.current?.click()}>
            {upload.isPending ? 'Uploading…' : 'Upload a logo'}
          </Button>
          {settings.logo && (
            <Button variant="ghost" disabled={busy} onClick={() => choose('')}>
              Remove the logo
            </Button>
          )}
        </div>
        <input
          ref={file}
          type="file"
          accept={TYPES.join(',')}
          aria-label="Logo file"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <div className="mt-3">
        <FormError message={error} />
      </div>
      {picking && <LogoPicker onPick={choose} onClose={() => setPicking(false)} />}
    </SettingsSection>
  );
}

import { createFileRoute, redirect } from '@tanstack/react-router';
import { guideOptions } from '../../features/getting-started/api/guide-query';

/**
 * The dashboard's front door: a workspace with its first steps left opens on the getting-started guide (for its
 * owners and admins), every other on the inbox. A guide that cannot be read is no reason to stop at the door.
 */
export const Route = createFileRoute('/_app/')({
  beforeLoad: async ({ context: { queryClient } }) => {
    const guide = await queryClient.ensureQueryData(guideOptions()).catch(() => null);
    throw redirect({ to: guide?.data.show ? '/start' : '/inbox', replace: true });
  },
});

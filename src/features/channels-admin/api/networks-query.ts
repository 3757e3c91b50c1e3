import { channelsNetworksOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** How each network connects on this server (the Connect dialog's choices); it changes only with the server's settings. */
export const networksOptions = () => ({ ...channelsNetworksOptions(), staleTime: 5 * 60_000 });

import { invitationsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** What an invitation link offers; the route's loader and the page read it alike. */
export const invitationOptions = (token: string) => invitationsGetOptions({ query: { token } });

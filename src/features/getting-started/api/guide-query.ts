import { onboardingGetOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** The getting-started guide's state: read again whenever the window comes back, since work elsewhere ticks it. */
export const guideOptions = () => ({ ...onboardingGetOptions(), refetchOnWindowFocus: 'always' as const });

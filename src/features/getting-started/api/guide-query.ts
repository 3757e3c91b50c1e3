import { onboardingGetOptions } from '../../../api/generated/@tanstack/react-query.gen';

/**
 * The getting-started guide's state. While it is offered, it is read again whenever the window comes back (work in
 * another tab ticks it); once it is not, every page's shell stops asking on each focus.
 */
export const guideOptions = () => ({
  ...onboardingGetOptions(),
  refetchOnWindowFocus: (query: { state: { data?: { data: { show: boolean } } } }) =>
    query.state.data?.data.show === false ? false : ('always' as const),
});

/** How long a review link works unless the sharer says otherwise, and the longest they may choose (decision 060). */
export const REVIEW_DAYS = { default: 7, max: 90 } as const;
/** The most posts one link shows: a month of a busy calendar, and a page a phone still scrolls. */
export const REVIEW_MAX_POSTS = 100;

/**
 * The team inbox's library limits, as the service keeps them (decision 041). The contract carries the lengths as
 * maxLength and the counts in its descriptions, not in the generated types: the test beside this file reads the
 * OpenAPI document, so a limit changed on the service fails it here until the dashboard says the same.
 */
export const MAX_LABELS = 100;
export const MAX_LABEL_NAME = 40;
export const MAX_SAVED_REPLIES = 500;
export const MAX_REPLY_TITLE = 80;
export const MAX_REPLY_TEXT = 5000;

/**
 * The snippets' limits, as the service keeps them (decision 067). The contract carries the lengths as maxLength and
 * the count in its description: the test beside this file reads the OpenAPI document, so a limit changed on the
 * service fails it here until the dashboard says the same.
 */
export const MAX_SNIPPETS = 500;
export const MAX_SNIPPET_NAME = 60;
export const MAX_SNIPPET_BODY = 2000;

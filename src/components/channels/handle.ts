/**
 * An account's name on its network as people write it: "@northwindcoffee" for a handle, while a name that is no
 * handle (a LinkedIn member's, a Google location's "Northwind Coffee, 12 Harbour Street") stays as it is.
 */
export const handle = (screenName: string) => (/[\s,]/.test(screenName) ? screenName : `@${screenName}`);

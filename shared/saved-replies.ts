/**
 * A saved reply's variables and how they are filled: one rule for the service (which refuses unknown variables and
 * fills a reply for an item, `replies/fill`) and the dashboard's reply box, so both fill a reply alike (decision
 * 041). The service refuses and fills with it; the dashboard's saved-reply editor (Settings) shows the variables'
 * meanings and previews with `fillReply`, and the reply box fills a chosen reply with it. Pure values and functions
 * only: no Node, no browser, no imports.
 */

/** The variables a saved reply may hold, written `{first_name}` in its text. */
export const REPLY_VARIABLES = ['first_name', 'channel_name', 'my_name'] as const;
export type ReplyVariable = (typeof REPLY_VARIABLES)[number];

/** What each variable stands for, for a help text. */
export const REPLY_VARIABLE_MEANINGS: Record<ReplyVariable, string> = {
  first_name: 'the first name of the person the reply answers',
  channel_name: "the answering channel's handle, without the @",
  my_name: 'your own name',
};

/** `{word}`: a variable, known or not. Braces around anything else (a space, a quote) are plain text. */
const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

const isKnown = (name: string): name is ReplyVariable => (REPLY_VARIABLES as readonly string[]).includes(name);

/** The `{variables}` of a text that are not among REPLY_VARIABLES, each once, in the order they appear. */
export function unknownVariables(text: string): string[] {
  const names = Array.from(text.matchAll(VARIABLE), (match) => match[1]!);
  return [...new Set(names.filter((name) => !isKnown(name)))];
}

/**
 * A person's first name from the name a network shows: its first word ("Maya Chen" → "Maya"). A name that starts
 * with a handle's "@" loses it ("@maya" → "maya"). Empty when there is no name.
 */
export function firstNameOf(displayName: string): string {
  const first = displayName.trim().split(/\s+/)[0] ?? '';
  return first.replace(/^@+/, '');
}

export interface FilledReply {
  text: string;
  /** Variables the text uses whose value was empty: left out of the text, for the person to write themselves. */
  unfilled: ReplyVariable[];
}

/**
 * The text with each known variable replaced by its value. Unknown `{words}` stay as written (the library refuses
 * them when a reply is saved). An empty value leaves the variable out, and is named in `unfilled`.
 */
export function fillReply(text: string, values: Record<ReplyVariable, string>): FilledReply {
  const unfilled = new Set<ReplyVariable>();
  const filled = text.replace(VARIABLE, (whole, name: string) => {
    if (!isKnown(name)) return whole;
    const value = values[name].trim();
    if (!value) unfilled.add(name);
    return value;
  });
  return { text: filled, unfilled: REPLY_VARIABLES.filter((name) => unfilled.has(name)) };
}

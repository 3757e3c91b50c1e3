const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The dashboard's font and colours (src/styles.css), in the scheme the system asks for: this page opens in a popup
// over the dashboard and should look like part of it.
const styles = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    --page: #f1f5f9; --surface: #fff; --text: #0f172a; --muted: #475569; --border: #64748b; --soft-border: #cbd5e1;
    --accent: #1d4ed8; --accent-hover: #1e40af; --on-accent: #fff; --focus: #2563eb;
    --error-bg: #fef2f2; --error-text: #991b1b; --error-border: #fecaca; }
  @media (prefers-color-scheme: dark) {
    :root { --page: #0b1120; --surface: #0f172a; --text: #f1f5f9; --muted: #cbd5e1; --border: #64748b; --soft-border: #334155;
      --accent: #60a5fa; --accent-hover: #93c5fd; --on-accent: #0f172a; --focus: #60a5fa;
      --error-bg: #3b0a0a; --error-text: #fecaca; --error-border: #7f1d1d; }
  }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--page); color: var(--text);
    -webkit-font-smoothing: antialiased; }
  main { box-sizing: border-box; width: min(28rem, calc(100vw - 2rem)); background: var(--surface); border-radius: 0.75rem;
    padding: 2rem;
    box-shadow: 0 1px 3px rgb(15 23 42 / 0.12); }
  h1 { font-size: 1.375rem; margin: 0 0 0.25rem; }
  p { margin: 0 0 1.25rem; color: var(--muted); line-height: 1.4; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.375rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.625rem 0.75rem; border: 1px solid var(--border); border-radius: 0.5rem;
    font: inherit; background: var(--surface); color: var(--text); }
  input:focus { outline: 3px solid var(--focus); outline-offset: 1px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; border: 0; border-radius: 0.5rem; background: var(--accent);
    color: var(--on-accent); font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: var(--accent-hover); }
  button:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
  fieldset { border: 0; padding: 0; margin: 0; }
  legend { font-weight: 600; margin-bottom: 0.5rem; }
  .choice { display: flex; gap: 0.625rem; align-items: center; font-weight: 400; margin: 0.5rem 0; padding: 0.625rem 0.75rem;
    border: 1px solid var(--soft-border); border-radius: 0.5rem; cursor: pointer; }
  .choice input { width: auto; margin: 0; }
  .address { overflow-wrap: anywhere; color: var(--text); }
  .error { background: var(--error-bg); color: var(--error-text); border: 1px solid var(--error-border); border-radius: 0.5rem;
    padding: 0.625rem 0.75rem; margin: 0 0 0.5rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface LoginForm {
  clientName: string;
  /** The workspace that registered the application (none for the installation's own clients). */
  clientWorkspace?: string;
  /** The dashboard itself: the product's own login, not an application asking for access (decision 027). */
  firstParty?: boolean;
  hidden: Record<string, string | undefined>;
  email?: string;
  error?: string;
}

const hiddenFields = (hidden: Record<string, string | undefined>) =>
  Object.entries(hidden)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');

const asks = (form: Pick<LoginForm, 'clientName' | 'clientWorkspace'>) =>
  form.clientWorkspace
    ? `${escape(form.clientName)}, an application of ${escape(form.clientWorkspace)}, asks to use your workspace.`
    : `${escape(form.clientName)} asks to use your workspace.`;

export function loginPage(form: LoginForm): string {
  const hidden = hiddenFields(form.hidden);
  const error = form.error ? `<p class="error" role="alert" id="login-error">${escape(form.error)}</p>` : '';
  const described = form.error ? ' aria-describedby="login-error"' : '';
  const lead = form.firstParty
    ? 'Welcome back. Log in with the email and password of your Social Desk account.'
    : asks(form);
  return page(
    'Log in · Social Desk',
    `<h1>Log in to Social Desk</h1>
<p>${lead}</p>
${error}
<form method="post" action="authorize">
${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(form.email ?? '')}"${described}${form.error ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${form.error ? ' autofocus' : ''}>
<button type="submit">Log in</button>
</form>`,
  );
}

export interface WorkspaceChoice extends Pick<
  LoginForm,
  'clientName' | 'clientWorkspace' | 'firstParty' | 'hidden' | 'error'
> {
  workspaces: { workspaceId: number; name: string }[];
}

/** The login's second step for a person of several workspaces: which one the application gets. */
export function workspacePage(form: WorkspaceChoice): string {
  const error = form.error ? `<p class="error" role="alert">${escape(form.error)}</p>` : '';
  const options = form.workspaces
    .map(
      (w, i) =>
        `<label class="choice"><input type="radio" name="workspace_id" value="${w.workspaceId}" required${i === 0 ? ' checked autofocus' : ''}> ${escape(w.name)}</label>`,
    )
    .join('\n');
  return page(
    'Choose a workspace · Social Desk',
    `<h1>Choose a workspace</h1>
<p>${form.firstParty ? 'You belong to several workspaces. Which one do you want to open?' : `${asks(form)} You belong to several: which one?`}</p>
${error}
<form method="post" action="authorize">
${hiddenFields(form.hidden)}
<fieldset>
<legend>Workspace</legend>
${options}
</fieldset>
<button type="submit">Continue</button>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(`${title} · Social Desk`, `<h1>${escape(title)}</h1>\n<p role="alert">${escape(message)}</p>`);
}

/**
 * A page that shows an address instead of going there (a short link that is not live): as a link only when it is a
 * web address, so that an address of another kind (javascript:, data:) is read, never followed.
 */
export function addressPage(title: string, message: string, address: string, asLink: boolean): string {
  const shown = asLink
    ? `<a href="${escape(address)}" rel="nofollow noopener noreferrer">${escape(address)}</a>`
    : `<code>${escape(address)}</code>`;
  return page(
    `${title} · Social Desk`,
    `<h1>${escape(title)}</h1>\n<p>${escape(message)}</p>\n<p class="address">${shown}</p>`,
  );
}

/** The page of an email's unsubscribe link: what it turns off, and the button that does (a scanner's GET turns nothing off). */
export function unsubscribeAskPage(what: {
  email: string;
  workspace: string;
  topics: string[];
  action: string;
}): string {
  return page(
    'Stop these emails? · Social Desk',
    `<h1>Stop these emails?</h1>
<p>Emails to ${escape(what.email)} from ${escape(what.workspace)} about ${escape(listed(what.topics))}.</p>
<form method="post" action="${escape(what.action)}">
<button type="submit">Turn these emails off</button>
</form>`,
  );
}

/** What an unsubscribe turned off, and how to turn it on again. */
export function unsubscribedPage(what: {
  email: string;
  workspace: string;
  topics: string[];
  profile: string;
}): string {
  return page(
    'Emails turned off · Social Desk',
    `<h1>Emails turned off</h1>
<p role="status">${escape(what.email)} gets no more emails from ${escape(what.workspace)} about ${escape(listed(what.topics))}. The notifications still show in the dashboard’s bell.</p>
<p>To get them again, choose “At once” or “Daily digest” for them under Email notifications in <a href="${escape(what.profile)}">Profile</a>.</p>`,
  );
}

/** The page of a report email's unsubscribe link: which report it stops, and the button that does. */
export function reportUnsubscribeAskPage(what: {
  email: string;
  workspace: string;
  report: string;
  action: string;
}): string {
  return page(
    'Stop this report? · Social Desk',
    `<h1>Stop this report?</h1>
<p>${escape(what.email)} gets “${escape(what.report)}”, the results report of ${escape(what.workspace)}.</p>
<form method="post" action="${escape(what.action)}">
<button type="submit">Stop sending it to me</button>
</form>`,
  );
}

/** What a report's unsubscribe did. */
export function reportUnsubscribedPage(what: { email: string; workspace: string; report: string }): string {
  return page(
    'Report stopped · Social Desk',
    `<h1>Report stopped</h1>
<p role="status">${escape(what.email)} gets no more of “${escape(what.report)}” from ${escape(what.workspace)}. To get it again, ask the workspace’s owner or an admin to add you back under Settings → Reports.</p>`,
  );
}

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

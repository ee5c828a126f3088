/**
 * What the shell consumes from each remote, declared once: the remote's federation name (as in
 * remotes.json), each page it exposes (exposed as './<PageName>') and the props of that page.
 * The shell's route table names its remote pages from here; each remote's contract test fails
 * when the remote stops exposing one of them or changes its props. A remote may expose more.
 * A page's module may also export `ready`, a promise the shell waits for (briefly) before the
 * first render: docs/decisions/074-a-page-renders-with-its-first-data.md.
 */

/** A page reads what it needs through router hooks and shared stores: the shell passes nothing. */
export type NoProps = Record<string, never>;

/** One exposed page. `Props` lives in the type only; the object itself is empty. */
export interface PageContract<Props extends object> {
  readonly props?: Props;
}

const page = <Props extends object = NoProps>(): PageContract<Props> => ({});

export const REMOTE_PAGES = {
  mfe_tenants: {
    TenantsPage: page(),
    TenantDetailsPage: page(),
    BatchesPage: page(),
    ReportsPage: page(),
    LogsPage: page(),
    TicketsPage: page(),
    ContactsPage: page(),
    ProvisioningPage: page(),
    DomainsPage: page(),
  },
  mfe_users: {
    TenantUsersPage: page(),
    AdminUsersPage: page(),
  },
  mfe_template_designer: {
    TemplateDesignerPage: page(),
  },
  mfe_oauth: {
    OAuthConfigPage: page(),
  },
  mfe_selfserve: {
    SelfServeLoginPage: page(),
    SelfServeProfilePage: page(),
    RegistrationPage: page(),
    RegistrationSuccessPage: page(),
    YourCardPage: page(),
  },
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;

export type PageName<Remote extends RemoteName> = keyof (typeof REMOTE_PAGES)[Remote] & string;

/** The props the shell renders a declared page with. */
export type PagePropsOf<Remote extends RemoteName, Page extends PageName<Remote>> = NonNullable<
  (typeof REMOTE_PAGES)[Remote][Page] extends PageContract<infer Props> ? Props : never
>;

/** A page of a remote, as the shell's route table names it. */
export type RemotePageRef = {
  [Remote in RemoteName]: { remote: Remote; module: PageName<Remote> };
}[RemoteName];

/** Names a declared page; a name the contract does not declare fails to compile. */
export const remotePage = <Remote extends RemoteName>(
  remote: Remote,
  module: PageName<Remote>,
): RemotePageRef => ({ remote, module }) as RemotePageRef;

/** The id loadRemote takes: 'mfe_tenants/TenantsPage'. */
export const remoteModuleId = (remote: string, module: string) => `${remote}/${module}`;

/** The key of a page in a remote's `exposes`: './TenantsPage'. */
export const exposeKey = (module: string) => `./${module}`;

export const declaredPages = <Remote extends RemoteName>(remote: Remote): PageName<Remote>[] =>
  Object.keys(REMOTE_PAGES[remote]) as PageName<Remote>[];

/** The declared pages a remote's `exposes` lacks; an extra expose is no concern of the shell. */
export function missingExposes(remote: RemoteName, exposes: Record<string, string>): string[] {
  return declaredPages(remote).filter((module) => !(exposeKey(module) in exposes));
}

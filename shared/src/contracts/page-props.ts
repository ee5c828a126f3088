import type { PageName, PagePropsOf, RemoteName } from './remote-pages';

/** The props a component takes; a component without a parameter takes none. */
export type ComponentPropsOf<Component> = Component extends (...args: infer Args) => unknown
  ? Args extends []
    ? Record<string, never>
    : Args[0]
  : never;

/** True only when the two types are the same type (not merely assignable either way). */
export type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type PagesOf<Remote extends RemoteName> = { [Page in PageName<Remote>]: unknown };

/** Names each page whose props differ from the contract, as a property the caller lacks. */
type PropsCheck<Remote extends RemoteName, Pages extends PagesOf<Remote>> = {
  [Page in PageName<Remote>]: Same<
    ComponentPropsOf<Pages[Page]>,
    PagePropsOf<Remote, Page>
  > extends true
    ? unknown
    : { propsDifferFromTheContract: Page };
};

/**
 * A remote's contract test passes its exposed pages here. It does not compile when a declared
 * page is missing or when a page's props differ from the contract; at run time it returns the
 * pages that are not components.
 */
export function pagesNotComponents<Remote extends RemoteName, Pages extends PagesOf<Remote>>(
  _remote: Remote,
  pages: Pages & PropsCheck<Remote, Pages>,
): string[] {
  return Object.entries(pages)
    .filter(([, component]) => typeof component !== 'function')
    .map(([name]) => name);
}

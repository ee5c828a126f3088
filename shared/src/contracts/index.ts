// @bizcard/shared/contracts: what the shell consumes from each remote (see remote-pages.ts).
export type { ComponentPropsOf, Same } from './page-props';
export { pagesNotComponents } from './page-props';
export type {
  NoProps,
  PageContract,
  PageName,
  PagePropsOf,
  RemoteName,
  RemotePageRef,
} from './remote-pages';
export {
  declaredPages,
  exposeKey,
  missingExposes,
  REMOTE_PAGES,
  remoteModuleId,
  remotePage,
} from './remote-pages';

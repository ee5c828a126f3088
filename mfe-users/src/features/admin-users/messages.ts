// The Admin Users screen's texts (spec §2, §5, §8), shared by the page and its modals.
export const ADMIN_USER_MESSAGES = {
  empty: 'No admin users found',
  created: 'Admin user created successfully!',
  updated: 'Admin user updated successfully!',
  deleted: 'Admin user deleted successfully!',
} as const;

/** Under the tenant search when the list offers only some of the matching tenants. */
export const tenantsShown = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en')} of ${total.toLocaleString('en')} tenants: search to find the others`;

export const TOAST_MS = 3000;

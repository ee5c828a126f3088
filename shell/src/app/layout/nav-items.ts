export interface NavItem {
  to: string;
  label: string;
  /** Spec §6: client admins do not see (or reach) this page. */
  hiddenForClientAdmin?: boolean;
}

export const TOP_ITEMS: NavItem[] = [{ to: '/', label: 'Dashboard' }];

export const ADMIN_USERS_ITEM: NavItem = {
  to: '/users',
  label: 'Admin Users',
  hiddenForClientAdmin: true,
};

/** The Tenants submenu of spec §2 "Shell", in menu order. */
export const TENANT_PAGES: NavItem[] = [
  { to: '/tenants/batches', label: 'Batches', hiddenForClientAdmin: true },
  { to: '/tenants/users', label: 'Users' },
  { to: '/tenants/reports', label: 'Reports' },
  { to: '/tenants/logs', label: 'Logs' },
  { to: '/tenants/tickets', label: 'Support Tickets' },
  { to: '/tenants/contact', label: 'Contact', hiddenForClientAdmin: true },
  { to: '/tenants/oauth', label: 'OAuth', hiddenForClientAdmin: true },
];

export const visibleFor = (items: NavItem[], clientAdmin: boolean) =>
  clientAdmin ? items.filter((item) => !item.hiddenForClientAdmin) : items;

/** A tenant's `tenant_name`: its name lowercased, each run of other characters one '-'. */
export function tenantSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'tenant';
}

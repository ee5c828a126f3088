// The texts of spec §2 and §8 for the Tenant Users screen, in one place for every file here.

export const MESSAGES = {
  selectTenant: 'Please select a tenant to view its users.',
  loadingUsers: 'Loading users...',
  loadingUser: 'Loading user details...',
  noUsers: (tenant: string) => `No users found for ${tenant}`,
  noMatch: (query: string) => `No users match "${query}"`,
  loadError: (message: string) => `Error: ${message}`,
  csvMessage: (message: string) => `CSV: ${message}`,
  loadUserFailed: 'Failed to load user details',
  templateDownloaded: 'CSV template download completed!',
  usersDownloaded: 'User CSV download completed!',
  templateDownloadFailed: 'Failed to download CSV template',
  usersDownloadFailed: 'Failed to download user CSV',
  emptyFile: 'Received empty or invalid file from server',
  notCsv: 'Please select a CSV file',
  // Spec §8's text, and the users the file left as they were when there are any.
  uploaded: (created: number, updated: number, unchanged = 0) =>
    `CSV uploaded successfully! ${created} users created, ${updated} users updated.` +
    (unchanged > 0 ? ` ${unchanged} unchanged.` : ''),
  uploadFailed: (message: string) => `Failed to upload CSV: ${message}`,
  copied: (label: string) => `${label} copied to clipboard!`,
  copyFailed: 'Failed to copy to clipboard',
  userCreated: 'User created successfully!',
  userUpdated: 'User updated successfully!',
  summary: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} users`,
} as const;

/** Notice durations of spec §9. */
export const DURATIONS = { copy: 2000, toast: 3000, uploadResult: 5000 } as const;

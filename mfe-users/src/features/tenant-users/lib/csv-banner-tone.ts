import type { BannerTone } from '@bizcard/shared/ui';

/** Spec §2: green when the text says 'successfully' or 'downloaded', red otherwise. */
export const csvBannerTone = (text: string): BannerTone =>
  text.includes('successfully') || text.includes('downloaded') ? 'success' : 'error';

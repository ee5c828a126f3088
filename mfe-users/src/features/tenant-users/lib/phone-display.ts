// The table shows stored (E.164) numbers as the card does, with shared's displayPhone. Its
// libphonenumber-js metadata is 29 KB gzip, more than this app's whole first page, and the
// phone columns are not shown by default: it loads the first time a phone cell is drawn
// (docs/decisions/034).

type DisplayPhone = (stored: string) => string;

let loaded: DisplayPhone | null = null;
let loading: Promise<DisplayPhone> | null = null;

/** displayPhone once it has loaded, else null. */
export const loadedPhoneDisplay = (): DisplayPhone | null => loaded;

/** Loads displayPhone once; after a failed load the next call tries again. */
export function loadPhoneDisplay(): Promise<DisplayPhone> {
  loading ??= import('@bizcard/shared/phone').then(
    (module) => {
      loaded = module.displayPhone;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// Texts that screens of more than one app show in the same place, written once. Plain strings,
// so shared's model (the template screen's messages) may take them too.

/** A tenant's screen acting with no tenant selected (spec §8). */
export const NO_TENANT_SELECTED = 'No tenant selected. Please select a tenant first.';
/** A copy button whose copy the browser refused. */
export const COPY_FAILED = 'Failed to copy to clipboard';
/** The accessible name of the list of refused rows under a CSV upload's result. */
export const ROWS_WITH_ERRORS = 'Rows with errors';

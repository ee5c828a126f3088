import { INVALID_EMAIL } from '@bizcard/shared/model';

/** The registration screens' texts (spec §2 "Registration", "Registration success", §5, §8). */
export const REGISTRATION_TEXT = {
  title: 'Registry Information',
  invalidAccess:
    'Invalid Access: This page requires valid tenant_id and user_id parameters to access. Please ensure you have the correct link with both parameters included.',
  missingParameters:
    'Invalid access. Missing or empty required parameters (tenant_id and user_id).',
  invalidEmail: INVALID_EMAIL,
  emailMismatch: 'Email addresses do not match',
  failed: 'Registration failed. Please try again.',
  // Under a used or expired link's message: the person has most likely registered already.
  linkRefusedSignIn: 'If you have already registered, sign in with your email and password.',
  successTitle: 'Registration Complete!',
  // Shown on /registration-success reached without a registration (a typed address, a bookmark).
  noRegistrationTitle: 'Nothing to confirm here',
  noRegistration:
    'This page confirms a registration just completed. To register, open the link your administrator sent you; if you have already registered, sign in.',
  // Setting the password is what completes the registration (decision 039).
  passwordEmailed:
    'We have emailed you a link to set your password. Open the email and use its Reset Password button to choose one; that confirms the address is yours and completes your registration.',
  cardProcessing: 'Your card is being processed and will be available shortly.',
  cardUnavailable:
    'Your card URL is not available yet. Please try again in a few moments or contact support if the issue persists.',
} as const;

-- Registration by mail (decision 039): the form no longer writes the address it was given. It
-- stores a one-time token of a fourth kind, hashed like the others, holding the address; the
-- registration completes when the mailed link to that address sets the first password.
ALTER TABLE auth_tokens ADD COLUMN pending_email text CHECK (pending_email = lower(pending_email));
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check
  CHECK (kind IN ('magic_link', 'password_reset', 'registration', 'registration_email'));
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_pending_email_kind_check
  CHECK ((kind = 'registration_email') = (pending_email IS NOT NULL));

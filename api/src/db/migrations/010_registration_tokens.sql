-- Registration links (decision 016): one-time tokens of a third kind, bound to an end user,
-- kept hashed like the sign-in and reset tokens.
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check;
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check
  CHECK (kind IN ('magic_link', 'password_reset', 'registration'));

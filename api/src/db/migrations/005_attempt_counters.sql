-- Sign-in throttling counted atomically (issue: parallel bursts passed the old limit, which
-- counted failures, verified, then recorded). One row per key and fixed window: a single
-- INSERT … ON CONFLICT DO UPDATE … RETURNING both counts and decides, so no two requests can
-- read the same count.
DROP TABLE login_failures;

CREATE TABLE attempt_counters (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  attempts integer NOT NULL CHECK (attempts >= 0)
);

CREATE INDEX attempt_counters_window_idx ON attempt_counters (window_started_at);

-- One-time tokens are purged once expired; this index finds them.
CREATE INDEX auth_tokens_expires_idx ON auth_tokens (expires_at);

-- Issue 27: when each configuration's client secret was last set, so the OAuth screen can say
-- 'Secret rotated on …' and flag a secret older than 180 days. A configuration made before
-- this has had its secret since it was created: that counts as its first rotation.

ALTER TABLE oauth_providers ADD COLUMN secret_rotated_at timestamptz;
UPDATE oauth_providers SET secret_rotated_at = created_at;
ALTER TABLE oauth_providers ALTER COLUMN secret_rotated_at SET DEFAULT now();
ALTER TABLE oauth_providers ALTER COLUMN secret_rotated_at SET NOT NULL;

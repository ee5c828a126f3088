-- A user's own photo (issue 9, decision 017), shown on their card and in their vCard before
-- the template's default photo. Not a field of the registry: it is uploaded on its own route
-- and re-encoded like the template's images (decision 014), the bytes kept in card_assets.
-- Holds {hash, ext, vcard: {hash, ext}}, or null.
ALTER TABLE end_users ADD COLUMN photo jsonb;

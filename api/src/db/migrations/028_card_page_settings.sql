-- Per tenant, how its card pages meet the world (issue 28, decision 050): whether search
-- engines may index them (default not: `noindex` on the page and X-Robots-Tag on its answers),
-- and the page's language when a visitor's Accept-Language asks for none it has. Columns of
-- tenants, as its other settings: migration 016's trigger on tenants drops the cached pages
-- of a tenant whose settings change.
ALTER TABLE tenants
  ADD COLUMN card_indexable boolean NOT NULL DEFAULT false,
  ADD COLUMN card_language text NOT NULL DEFAULT 'en'
    CONSTRAINT tenants_card_language_check
    CHECK (card_language IN ('en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'ja', 'zh-Hans', 'ar'));

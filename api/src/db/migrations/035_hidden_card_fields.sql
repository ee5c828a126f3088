-- Which of their details an end user keeps off their card (issue 28 item 5, decision 058):
-- field registry names (shared model/card-visibility.ts says which may be hidden). The public
-- card page, its vCard, its wallet passes and its link preview leave these fields out; admin
-- views still show them. A column of end_users: row-level security already covers it, and
-- migration 016's trigger drops the person's cached card pages when it changes.
ALTER TABLE end_users ADD COLUMN hidden_card_fields text[] NOT NULL DEFAULT '{}';

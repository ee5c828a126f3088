-- Card owners see their own figures (issue 28 §5, decision 059): scans from the QR code and
-- taps of the NFC chip apart. A tap still counts as a view and a scan, so Reports' scans stay
-- QR codes and NFC chips together; `taps` says how many of those scans were taps. Counted from
-- this migration on: earlier taps are among the scans only.
ALTER TABLE card_daily_counts
  ADD COLUMN taps integer NOT NULL DEFAULT 0 CHECK (taps >= 0 AND taps <= scans);

-- A tap is one visitor's unit of a card and day, like a scan (migration 022).
ALTER TABLE card_visits DROP CONSTRAINT card_visits_event_check;
ALTER TABLE card_visits
  ADD CONSTRAINT card_visits_event_check CHECK (event IN ('view', 'save', 'scan', 'tap'));

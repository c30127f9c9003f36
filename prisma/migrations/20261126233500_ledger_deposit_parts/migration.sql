-- A deposit paid in parts: the booking's commission (> 0, <= what was paid) is
-- taken from its parts in order, so a part recorded after the commission was
-- covered carries none (docs/decisions.md "Partial payments"). Per entry the
-- commission may now be 0; the other rules stay.
ALTER TABLE "ledger_entries" DROP CONSTRAINT ledger_deposit_amounts;
ALTER TABLE "ledger_entries" ADD CONSTRAINT ledger_deposit_amounts CHECK (
  kind <> 'deposit' OR (commission >= 0 AND commission <= deposit AND vendor_share >= 0 AND vendor_share = deposit - commission)
);

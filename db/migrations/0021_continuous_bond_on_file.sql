ALTER TABLE `us_party` ADD `bond_number` text;--> statement-breakpoint
ALTER TABLE `us_party` ADD `surety_code` text;--> statement-breakpoint
ALTER TABLE `us_party` ADD `bond_amount_cents` integer;--> statement-breakpoint
ALTER TABLE `us_party` ADD `bond_effective_date` text;
ALTER TABLE `biz_supplier_address` ADD `county_code` text;--> statement-breakpoint
ALTER TABLE `biz_supplier` ADD `county_code` text;
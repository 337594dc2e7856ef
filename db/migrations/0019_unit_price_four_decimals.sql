ALTER TABLE `customs_declaration_line` RENAME COLUMN `unit_price_cents` TO `unit_price_ten_thousandths`;--> statement-breakpoint
UPDATE `customs_declaration_line` SET `unit_price_ten_thousandths` = `unit_price_ten_thousandths` * 100;

PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_sys_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`code` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_sys_outbox`("id", "tenant_code", "channel", "to", "subject", "body", "code", "create_time") SELECT "id", "tenant_code", "channel", "to", "subject", "body", "code", "create_time" FROM `sys_outbox` WHERE "tenant_code" IS NOT NULL;--> statement-breakpoint
DROP TABLE `sys_outbox`;--> statement-breakpoint
ALTER TABLE `__new_sys_outbox` RENAME TO `sys_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `sys_outbox_tenant_created` ON `sys_outbox` (`tenant_code`,`create_time`);
CREATE TABLE `sys_netdisc` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`space` text NOT NULL,
	`owner_id` text,
	`parent_id` text,
	`type` integer NOT NULL,
	`name` text NOT NULL,
	`file_id` text,
	`size` integer DEFAULT 0 NOT NULL,
	`trash_root` text,
	`delete_time` integer,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_netdisc_folder` ON `sys_netdisc` (`tenant_code`,`space`,`owner_id`,`parent_id`);--> statement-breakpoint
CREATE INDEX `sys_netdisc_trash` ON `sys_netdisc` (`tenant_code`,`trash_root`);--> statement-breakpoint
CREATE INDEX `sys_netdisc_file` ON `sys_netdisc` (`file_id`);--> statement-breakpoint
CREATE TABLE `sys_netdisc_share` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`entry_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expire_time` integer NOT NULL,
	`revoke_time` integer,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_netdisc_share_token` ON `sys_netdisc_share` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sys_netdisc_share_entry` ON `sys_netdisc_share` (`tenant_code`,`entry_id`);
CREATE TABLE `biz_logo` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`content` blob NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `biz_logo_tenant_created` ON `biz_logo` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `sys_tenant_module_off` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`menu_code` text NOT NULL,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_tenant_module_off_code` ON `sys_tenant_module_off` (`tenant_code`,`menu_code`);
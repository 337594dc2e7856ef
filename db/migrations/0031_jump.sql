CREATE TABLE `demo_external_account` (
	`id` text PRIMARY KEY NOT NULL,
	`system_id` text NOT NULL,
	`uid` text NOT NULL,
	`login_name` text NOT NULL,
	`platform_user_id` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `demo_external_account_uid` ON `demo_external_account` (`system_id`,`uid`);--> statement-breakpoint
CREATE TABLE `jump_external_system` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`system_name` text NOT NULL,
	`binding_url` text NOT NULL,
	`effective_second` integer NOT NULL,
	`public_key` text NOT NULL,
	`private_key` text NOT NULL,
	`skip_url` text NOT NULL,
	`token_check_url` text NOT NULL,
	`unbind_url` text NOT NULL,
	`status` text DEFAULT 'enabled' NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jump_external_system_name` ON `jump_external_system` (`tenant_code`,`system_name`);--> statement-breakpoint
CREATE TABLE `jump_token_use` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`system_id` text NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `jump_user_binding` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`system_id` text NOT NULL,
	`user_id` text NOT NULL,
	`uid` text NOT NULL,
	`login_name` text NOT NULL,
	`auth_token` text,
	`exp_time` integer NOT NULL,
	`is_effective` integer DEFAULT true NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jump_user_binding_user` ON `jump_user_binding` (`tenant_code`,`system_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `jump_user_binding_created` ON `jump_user_binding` (`tenant_code`,`create_time`);
CREATE TABLE `biz_wechat_config` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`name` text NOT NULL,
	`app_key` text NOT NULL,
	`app_secret_sealed` text,
	`route_url` text,
	`template_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`submitter` text,
	`submit_time` integer,
	`auditor` text,
	`audit_time` integer,
	`audit_reason` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `biz_wechat_config_app_key` ON `biz_wechat_config` (`tenant_code`,`app_key`);--> statement-breakpoint
CREATE INDEX `biz_wechat_config_created` ON `biz_wechat_config` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `sim_wechat_follower` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`app_key` text NOT NULL,
	`open_id` text NOT NULL,
	`subscribed` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sim_wechat_follower_open_id` ON `sim_wechat_follower` (`app_key`,`open_id`);--> statement-breakpoint
CREATE TABLE `biz_wechat_module` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `biz_wechat_module_code` ON `biz_wechat_module` (`tenant_code`,`code`);--> statement-breakpoint
CREATE TABLE `biz_wechat_open_id` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`user_id` text NOT NULL,
	`open_id` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `biz_wechat_open_id_user` ON `biz_wechat_open_id` (`tenant_code`,`user_id`);--> statement-breakpoint
CREATE TABLE `biz_wechat_push` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`config_id` text NOT NULL,
	`context` text NOT NULL,
	`open_id` text NOT NULL,
	`received_by` text NOT NULL,
	`received_by_phone` text,
	`is_fail` integer DEFAULT false NOT NULL,
	`fail_reason` text,
	`attempts` integer DEFAULT 1 NOT NULL,
	`push_time` integer NOT NULL,
	`pushed_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `biz_wechat_push_time` ON `biz_wechat_push` (`tenant_code`,`push_time`);--> statement-breakpoint
CREATE INDEX `biz_wechat_push_created` ON `biz_wechat_push` (`tenant_code`,`create_time`);
CREATE TABLE `oa_call_log` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`api_user_id` text NOT NULL,
	`owner_user_id` text NOT NULL,
	`access_key` text NOT NULL,
	`api` text,
	`path` text NOT NULL,
	`outcome` text NOT NULL,
	`status` integer NOT NULL,
	`message` text,
	`latency_ms` integer NOT NULL,
	`price_minor` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oa_call_log_user_time` ON `oa_call_log` (`api_user_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `oa_call_log_owner_time` ON `oa_call_log` (`tenant_code`,`owner_user_id`,`create_time`);--> statement-breakpoint
CREATE TABLE `oa_api_user` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`name` text NOT NULL,
	`owner_user_id` text NOT NULL,
	`access_key` text NOT NULL,
	`secret_hash` text NOT NULL,
	`status` text DEFAULT 'enabled' NOT NULL,
	`allowed_apis` text NOT NULL,
	`quota_per_day` integer NOT NULL,
	`currency` text NOT NULL,
	`prices` text NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oa_api_user_key` ON `oa_api_user` (`access_key`);--> statement-breakpoint
CREATE INDEX `oa_api_user_owner` ON `oa_api_user` (`tenant_code`,`owner_user_id`);
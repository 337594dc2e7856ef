CREATE TABLE `sys_address` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`user_id` text NOT NULL,
	`address_type` text NOT NULL,
	`company_name` text,
	`contact_person` text NOT NULL,
	`contact_phone` text NOT NULL,
	`address_details` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_address_user` ON `sys_address` (`tenant_code`,`user_id`);--> statement-breakpoint
CREATE TABLE `sys_bank_account` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`user_id` text NOT NULL,
	`bank_account_name` text NOT NULL,
	`bank_account` text NOT NULL,
	`swift_code` text,
	`bank_name` text NOT NULL,
	`currency` text NOT NULL,
	`bank_address` text,
	`remark` text,
	`is_default` integer DEFAULT false NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_bank_account_user` ON `sys_bank_account` (`tenant_code`,`user_id`);--> statement-breakpoint
CREATE TABLE `sys_user_auth` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`user_id` text NOT NULL,
	`auth_type` text NOT NULL,
	`real_name` text NOT NULL,
	`org_name` text,
	`idcard_no` text,
	`phone_number` text,
	`email` text,
	`account` text,
	`approval_status` text DEFAULT 'pending' NOT NULL,
	`weixin` text,
	`qq` text,
	`qy_weixin` text,
	`org_idcard_no` text,
	`fail_cause` text,
	`auditor_name` text,
	`audit_time` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_user_auth_tenant_created` ON `sys_user_auth` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `sys_user_auth_user` ON `sys_user_auth` (`user_id`);
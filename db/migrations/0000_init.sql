CREATE TABLE `sys_app_client` (
	`client_id` text PRIMARY KEY NOT NULL,
	`client_secret_hash` text DEFAULT '' NOT NULL,
	`authorized_grant_types` text NOT NULL,
	`scope` text NOT NULL,
	`access_token_validity` integer NOT NULL,
	`refresh_token_validity` integer NOT NULL,
	`web_server_redirect_uri` text,
	`resource_ids` text,
	`authorities` text,
	`additional_information` text,
	`auto_approve` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sys_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text,
	`user_id` text,
	`username` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`before` text,
	`after` text,
	`ip` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_audit_log_tenant` ON `sys_audit_log` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `sys_captcha` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`answer` text NOT NULL,
	`target` text,
	`tenant_code` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sys_dict` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text,
	`dict_type` text NOT NULL,
	`dict_name` text NOT NULL,
	`dict_value` text NOT NULL,
	`dict_sequence` integer DEFAULT 0 NOT NULL,
	`parent_id` text,
	`is_private` integer DEFAULT false NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_dict_type` ON `sys_dict` (`dict_type`);--> statement-breakpoint
CREATE TABLE `sys_menu_button` (
	`id` text PRIMARY KEY NOT NULL,
	`menu_code` text NOT NULL,
	`button_code` text NOT NULL,
	`button_name` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_menu_button_code` ON `sys_menu_button` (`menu_code`,`button_code`);--> statement-breakpoint
CREATE TABLE `sys_menu` (
	`id` text PRIMARY KEY NOT NULL,
	`menu_code` text NOT NULL,
	`menu_name` text NOT NULL,
	`menu_name_en` text,
	`menu_name_zh` text,
	`menu_name_tw` text,
	`menu_icon` text,
	`menu_path` text,
	`menu_component` text,
	`menu_sequence` integer DEFAULT 0 NOT NULL,
	`parent_id` text,
	`menu_status` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_menu_menuCode_unique` ON `sys_menu` (`menu_code`);--> statement-breakpoint
CREATE TABLE `sys_notification_recipient` (
	`tenant_code` text NOT NULL,
	`notification_id` text NOT NULL,
	`user_id` text NOT NULL,
	`read_time` integer,
	PRIMARY KEY(`notification_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `sys_notification_recipient_user` ON `sys_notification_recipient` (`user_id`);--> statement-breakpoint
CREATE TABLE `sys_notification` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`title` text NOT NULL,
	`content` text,
	`type` text NOT NULL,
	`priority` text DEFAULT 'normal' NOT NULL,
	`publisher` text,
	`period_start` integer,
	`period_end` integer,
	`publish_objects` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_notification_tenant` ON `sys_notification` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `sys_org` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`org_type` text NOT NULL,
	`org_name` text NOT NULL,
	`org_description` text,
	`org_sequence` integer DEFAULT 0 NOT NULL,
	`parent_id` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_org_tenant` ON `sys_org` (`tenant_code`);--> statement-breakpoint
CREATE TABLE `sys_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`code` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sys_param` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`param_name` text NOT NULL,
	`param_key` text NOT NULL,
	`param_value` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_param_tenant_key` ON `sys_param` (`tenant_code`,`param_key`);--> statement-breakpoint
CREATE TABLE `sys_post` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`post_code` text NOT NULL,
	`post_name` text NOT NULL,
	`post_sequence` integer DEFAULT 0 NOT NULL,
	`parent_id` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_post_tenant_code` ON `sys_post` (`tenant_code`,`post_code`);--> statement-breakpoint
CREATE TABLE `sys_region` (
	`id` text PRIMARY KEY NOT NULL,
	`region_code` text NOT NULL,
	`region_name` text NOT NULL,
	`region_type` text NOT NULL,
	`parent_region_code` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_region_regionCode_unique` ON `sys_region` (`region_code`);--> statement-breakpoint
CREATE INDEX `sys_region_parent` ON `sys_region` (`parent_region_code`);--> statement-breakpoint
CREATE TABLE `sys_role_button` (
	`tenant_code` text NOT NULL,
	`role_id` text NOT NULL,
	`button_id` text NOT NULL,
	PRIMARY KEY(`role_id`, `button_id`)
);
--> statement-breakpoint
CREATE TABLE `sys_role_data_field` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`role_code` text NOT NULL,
	`menu_code` text NOT NULL,
	`data_field` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_role_data_field_key` ON `sys_role_data_field` (`tenant_code`,`role_code`,`menu_code`);--> statement-breakpoint
CREATE TABLE `sys_role_menu` (
	`tenant_code` text NOT NULL,
	`role_id` text NOT NULL,
	`menu_id` text NOT NULL,
	PRIMARY KEY(`role_id`, `menu_id`)
);
--> statement-breakpoint
CREATE TABLE `sys_role_url` (
	`tenant_code` text NOT NULL,
	`role_id` text NOT NULL,
	`url_id` text NOT NULL,
	PRIMARY KEY(`role_id`, `url_id`)
);
--> statement-breakpoint
CREATE TABLE `sys_role` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`role_code` text NOT NULL,
	`role_name` text NOT NULL,
	`role_description` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_role_tenant_code` ON `sys_role` (`tenant_code`,`role_code`);--> statement-breakpoint
CREATE TABLE `sys_tenant` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`tenant_name` text NOT NULL,
	`domain` text,
	`contact` text,
	`email` text,
	`tel` text,
	`start_time` integer,
	`end_time` integer,
	`status` integer DEFAULT 1 NOT NULL,
	`applications` text DEFAULT '[]' NOT NULL,
	`apply_status` text,
	`invitation_code` text,
	`fail_cause` text,
	`apply_date` integer,
	`apply_user_name` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_tenant_tenantCode_unique` ON `sys_tenant` (`tenant_code`);--> statement-breakpoint
CREATE TABLE `sys_token` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`access_hash` text NOT NULL,
	`refresh_hash` text,
	`access_expires_at` integer NOT NULL,
	`refresh_expires_at` integer,
	`revoked` integer DEFAULT false NOT NULL,
	`ip` text,
	`user_agent` text,
	`last_seen` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_token_accessHash_unique` ON `sys_token` (`access_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `sys_token_refreshHash_unique` ON `sys_token` (`refresh_hash`);--> statement-breakpoint
CREATE INDEX `sys_token_user` ON `sys_token` (`user_id`);--> statement-breakpoint
CREATE TABLE `sys_url` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`method` text DEFAULT '*' NOT NULL,
	`description` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_url_url_method` ON `sys_url` (`url`,`method`);--> statement-breakpoint
CREATE TABLE `sys_user_post` (
	`tenant_code` text NOT NULL,
	`user_id` text NOT NULL,
	`post_id` text NOT NULL,
	`post_type` text DEFAULT 'main' NOT NULL,
	PRIMARY KEY(`user_id`, `post_id`)
);
--> statement-breakpoint
CREATE TABLE `sys_user_role` (
	`tenant_code` text NOT NULL,
	`user_id` text NOT NULL,
	`role_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `role_id`)
);
--> statement-breakpoint
CREATE INDEX `sys_user_role_role` ON `sys_user_role` (`role_id`);--> statement-breakpoint
CREATE TABLE `sys_user` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`username` text NOT NULL,
	`nickname` text,
	`password_hash` text NOT NULL,
	`email` text,
	`prefix` text DEFAULT '86' NOT NULL,
	`mobile` text,
	`phone` text,
	`status` integer DEFAULT 1 NOT NULL,
	`org_id` text,
	`avatar` text,
	`geographic` text,
	`address` text,
	`profile` text,
	`failed_logins` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sys_user_tenant_username` ON `sys_user` (`tenant_code`,`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `sys_user_tenant_email` ON `sys_user` (`tenant_code`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `sys_user_tenant_mobile` ON `sys_user` (`tenant_code`,`mobile`);--> statement-breakpoint
CREATE INDEX `sys_user_tenant_created` ON `sys_user` (`tenant_code`,`create_time`);
CREATE TABLE `wf_definition` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`version` integer NOT NULL,
	`category` text,
	`description` text,
	`model_id` text,
	`form_key` text DEFAULT 'none' NOT NULL,
	`xml` text NOT NULL,
	`graph` text NOT NULL,
	`suspended` integer DEFAULT false NOT NULL,
	`deploy_time` integer NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wf_definition_version` ON `wf_definition` (`tenant_code`,`key`,`version`);--> statement-breakpoint
CREATE TABLE `wf_history` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`instance_id` text NOT NULL,
	`seq` integer NOT NULL,
	`activity_id` text,
	`activity_name` text,
	`activity_type` text,
	`action` text NOT NULL,
	`task_id` text,
	`user_id` text,
	`username` text,
	`target_user_name` text,
	`comment` text,
	`variables` text,
	`create_time` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wf_history_seq` ON `wf_history` (`tenant_code`,`instance_id`,`seq`);--> statement-breakpoint
CREATE TABLE `wf_instance` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`definition_id` text NOT NULL,
	`definition_key` text NOT NULL,
	`definition_name` text NOT NULL,
	`definition_version` integer NOT NULL,
	`business_key` text,
	`start_user_id` text NOT NULL,
	`start_user_name` text NOT NULL,
	`status` text NOT NULL,
	`result` text,
	`suspended` integer DEFAULT false NOT NULL,
	`variables` text DEFAULT '{}' NOT NULL,
	`start_time` integer NOT NULL,
	`end_time` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wf_instance_tenant` ON `wf_instance` (`tenant_code`,`start_time`);--> statement-breakpoint
CREATE INDEX `wf_instance_business` ON `wf_instance` (`tenant_code`,`definition_key`,`business_key`);--> statement-breakpoint
CREATE TABLE `wf_model` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`category` text,
	`description` text,
	`version` integer DEFAULT 1 NOT NULL,
	`org_id` text,
	`referable_org_ids` text DEFAULT '[]' NOT NULL,
	`referable_user_ids` text DEFAULT '[]' NOT NULL,
	`form_key` text DEFAULT 'none' NOT NULL,
	`xml` text NOT NULL,
	`deployed_version` integer,
	`deploy_time` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wf_model_key` ON `wf_model` (`tenant_code`,`key`);--> statement-breakpoint
CREATE TABLE `wf_task` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`instance_id` text NOT NULL,
	`definition_id` text NOT NULL,
	`token_id` text,
	`activity_id` text NOT NULL,
	`name` text NOT NULL,
	`assignee_id` text,
	`assignee_name` text,
	`owner_id` text,
	`owner_name` text,
	`delegation_state` text,
	`candidate_groups` text DEFAULT '[]' NOT NULL,
	`previous_task_id` text,
	`crossed_parallel` integer DEFAULT false NOT NULL,
	`claim_time` integer,
	`end_time` integer,
	`ended_by_id` text,
	`ended_by_name` text,
	`outcome` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wf_task_open` ON `wf_task` (`tenant_code`,`end_time`,`assignee_id`);--> statement-breakpoint
CREATE INDEX `wf_task_instance` ON `wf_task` (`tenant_code`,`instance_id`);--> statement-breakpoint
CREATE INDEX `wf_task_done` ON `wf_task` (`tenant_code`,`ended_by_id`,`end_time`);--> statement-breakpoint
CREATE TABLE `wf_token` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`instance_id` text NOT NULL,
	`activity_id` text NOT NULL,
	`state` text NOT NULL,
	`previous_task_id` text,
	`crossed_parallel` integer DEFAULT false NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wf_token_instance` ON `wf_token` (`tenant_code`,`instance_id`);
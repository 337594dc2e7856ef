CREATE TABLE `pj_wf_instance` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`app_id` text NOT NULL,
	`workflow_id` text NOT NULL,
	`status` integer NOT NULL,
	`dag` text NOT NULL,
	`wf_init_params` text,
	`trigger_type` text NOT NULL,
	`scheduled_time` integer,
	`expected_trigger_time` integer NOT NULL,
	`actual_trigger_time` integer,
	`finished_time` integer,
	`result` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pj_wf_instance_tick` ON `pj_wf_instance` (`workflow_id`,`scheduled_time`);--> statement-breakpoint
CREATE INDEX `pj_wf_instance_app` ON `pj_wf_instance` (`tenant_code`,`app_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `pj_wf_instance_status` ON `pj_wf_instance` (`status`);--> statement-breakpoint
CREATE TABLE `pj_workflow` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`app_id` text NOT NULL,
	`wf_name` text NOT NULL,
	`wf_description` text,
	`time_expression_type` text NOT NULL,
	`time_expression` text,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`max_wf_instance_num` integer DEFAULT 1 NOT NULL,
	`enable` integer DEFAULT true NOT NULL,
	`dag` text NOT NULL,
	`next_trigger_time` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pj_workflow_app` ON `pj_workflow` (`tenant_code`,`app_id`);--> statement-breakpoint
CREATE INDEX `pj_workflow_due` ON `pj_workflow` (`enable`,`next_trigger_time`);
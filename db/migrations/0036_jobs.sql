CREATE TABLE `pj_app` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`app_name` text NOT NULL,
	`description` text,
	`worker_count` integer DEFAULT 2 NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pj_app_name` ON `pj_app` (`tenant_code`,`app_name`);--> statement-breakpoint
CREATE TABLE `pj_job` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`app_id` text NOT NULL,
	`job_name` text NOT NULL,
	`job_description` text,
	`job_params` text,
	`time_expression_type` text NOT NULL,
	`time_expression` text,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`execute_type` text NOT NULL,
	`processor_type` text NOT NULL,
	`processor_info` text NOT NULL,
	`max_instance_num` integer DEFAULT 0 NOT NULL,
	`concurrency` integer DEFAULT 5 NOT NULL,
	`instance_time_limit` integer DEFAULT 0 NOT NULL,
	`instance_retry_num` integer DEFAULT 0 NOT NULL,
	`task_retry_num` integer DEFAULT 0 NOT NULL,
	`min_cpu_cores` real DEFAULT 0 NOT NULL,
	`min_memory_space` real DEFAULT 0 NOT NULL,
	`min_disk_space` real DEFAULT 0 NOT NULL,
	`max_worker_count` integer DEFAULT 0 NOT NULL,
	`dispatch_strategy` text DEFAULT 'HEALTH_FIRST' NOT NULL,
	`designated_workers` text,
	`enable` integer DEFAULT true NOT NULL,
	`notify_user_ids` text DEFAULT '[]' NOT NULL,
	`next_trigger_time` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pj_job_app` ON `pj_job` (`tenant_code`,`app_id`);--> statement-breakpoint
CREATE INDEX `pj_job_due` ON `pj_job` (`enable`,`next_trigger_time`);--> statement-breakpoint
CREATE TABLE `pj_instance_log` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tenant_code` text NOT NULL,
	`instance_id` text NOT NULL,
	`time` integer NOT NULL,
	`level` text NOT NULL,
	`worker_address` text,
	`line` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pj_instance_log_instance` ON `pj_instance_log` (`tenant_code`,`instance_id`,`seq`);--> statement-breakpoint
CREATE TABLE `pj_instance` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`app_id` text NOT NULL,
	`job_id` text NOT NULL,
	`status` integer NOT NULL,
	`instance_params` text,
	`trigger_type` text NOT NULL,
	`scheduled_time` integer,
	`expected_trigger_time` integer NOT NULL,
	`actual_trigger_time` integer,
	`finished_time` integer,
	`running_times` integer DEFAULT 1 NOT NULL,
	`result` text,
	`task_tracker_address` text,
	`wf_instance_id` text,
	`wf_node_id` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pj_instance_tick` ON `pj_instance` (`job_id`,`scheduled_time`);--> statement-breakpoint
CREATE INDEX `pj_instance_job` ON `pj_instance` (`tenant_code`,`job_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `pj_instance_app` ON `pj_instance` (`tenant_code`,`app_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `pj_instance_status` ON `pj_instance` (`status`);--> statement-breakpoint
CREATE INDEX `pj_instance_wf` ON `pj_instance` (`wf_instance_id`);--> statement-breakpoint
CREATE TABLE `pj_task` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`instance_id` text NOT NULL,
	`task_name` text NOT NULL,
	`attempt` integer NOT NULL,
	`kind` text NOT NULL,
	`worker_address` text NOT NULL,
	`status` integer NOT NULL,
	`payload` text,
	`result` text,
	`failed_count` integer DEFAULT 0 NOT NULL,
	`start_time` integer,
	`due_time` integer,
	`finished_time` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pj_task_instance` ON `pj_task` (`tenant_code`,`instance_id`);--> statement-breakpoint
CREATE INDEX `pj_task_status` ON `pj_task` (`status`);--> statement-breakpoint
CREATE TABLE `pj_worker` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`app_id` text NOT NULL,
	`address` text NOT NULL,
	`cpu_cores` integer NOT NULL,
	`memory_total_gb` real NOT NULL,
	`disk_total_gb` real NOT NULL,
	`base_cpu_load` real NOT NULL,
	`base_memory_used_gb` real NOT NULL,
	`disk_used_gb` real NOT NULL,
	`tag` text,
	`start_time` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pj_worker_address` ON `pj_worker` (`app_id`,`address`);--> statement-breakpoint
CREATE INDEX `pj_worker_tenant` ON `pj_worker` (`tenant_code`,`app_id`);
CREATE TABLE `customs_classify_order` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`order_no` text,
	`goods_id` text NOT NULL,
	`description` text NOT NULL,
	`function_use` text NOT NULL,
	`material` text NOT NULL,
	`jurisdictions` text NOT NULL,
	`attachment_url` text,
	`status` text NOT NULL,
	`queue_rank` integer GENERATED ALWAYS AS (case status when 'submitted' then 0 when 'in_review' then 0 when 'returned' then 1 else 2 end) VIRTUAL,
	`create_by` text NOT NULL,
	`create_by_name` text NOT NULL,
	`assignee_id` text,
	`assignee_name` text,
	`claimed_at` integer,
	`proposed_hs6` text,
	`proposed_hts_code` text,
	`proposed_cn_code` text,
	`proposed_hk_code` text,
	`gri` text,
	`rationale` text,
	`proposed_by_id` text,
	`proposed_by_name` text,
	`proposed_at` integer,
	`reviewer_name` text,
	`reviewed_at` integer,
	`return_reason` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customs_classify_order_no` ON `customs_classify_order` (`tenant_code`,`order_no`);--> statement-breakpoint
CREATE INDEX `customs_classify_order_queue` ON `customs_classify_order` (`tenant_code`,`queue_rank`,`create_time`);--> statement-breakpoint
CREATE INDEX `customs_classify_order_member` ON `customs_classify_order` (`tenant_code`,`create_by`);--> statement-breakpoint
CREATE INDEX `customs_classify_order_goods` ON `customs_classify_order` (`tenant_code`,`goods_id`);--> statement-breakpoint
CREATE TABLE `customs_classify_step` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`order_id` text NOT NULL,
	`step` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`user_id` text,
	`username` text NOT NULL,
	`note` text,
	`codes` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `customs_classify_step_order` ON `customs_classify_step` (`tenant_code`,`order_id`,`create_time`);--> statement-breakpoint
CREATE TABLE `customs_goods` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`model_number` text NOT NULL,
	`name` text NOT NULL,
	`brand` text,
	`country_of_origin` text NOT NULL,
	`currency` text NOT NULL,
	`unit` text NOT NULL,
	`lowest_price_cents` integer,
	`reference_price_cents` integer,
	`highest_price_cents` integer,
	`material` text,
	`usage` text,
	`hs6` text,
	`hts_code` text,
	`cn_code` text,
	`hk_code` text,
	`classified_by` text,
	`classified_at` integer,
	`classify_order_id` text,
	`attachment_url` text,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customs_goods_model` ON `customs_goods` (`tenant_code`,`model_number`);--> statement-breakpoint
CREATE INDEX `customs_goods_created` ON `customs_goods` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `customs_goods_hs6` ON `customs_goods` (`tenant_code`,`hs6`);
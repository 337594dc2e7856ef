CREATE TABLE `hk_message` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`subject` text NOT NULL,
	`subject_id` text NOT NULL,
	`reference` text NOT NULL,
	`vehicle_no` text,
	`party` text,
	`direction` text NOT NULL,
	`type` text NOT NULL,
	`status_after` text NOT NULL,
	`summary` text NOT NULL,
	`at` integer NOT NULL,
	`by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hk_message_subject` ON `hk_message` (`tenant_code`,`subject`,`subject_id`,`at`);--> statement-breakpoint
CREATE INDEX `hk_message_at` ON `hk_message` (`tenant_code`,`at`);--> statement-breakpoint
CREATE TABLE `hk_tdec_consignment` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`tdec_id` text NOT NULL,
	`consignment_id` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hk_tdec_consignment_tdec` ON `hk_tdec_consignment` (`tenant_code`,`tdec_id`);--> statement-breakpoint
CREATE INDEX `hk_tdec_consignment_ccrn` ON `hk_tdec_consignment` (`tenant_code`,`consignment_id`);--> statement-breakpoint
CREATE TABLE `hk_tdec_line` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`tdec_id` text NOT NULL,
	`line_no` integer NOT NULL,
	`cargo_id` text,
	`hkhs_code` text,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit` text NOT NULL,
	`value_cents` integer NOT NULL,
	`country` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hk_tdec_line_tdec` ON `hk_tdec_line` (`tenant_code`,`tdec_id`,`line_no`);--> statement-breakpoint
CREATE TABLE `hk_tdec` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`ref_no` text,
	`kind` text NOT NULL,
	`declaring_unit_id` text NOT NULL,
	`consignor_name` text NOT NULL,
	`consignor_address` text NOT NULL,
	`consignee_name` text NOT NULL,
	`consignee_address` text NOT NULL,
	`transport_mode` text NOT NULL,
	`transport_document` text,
	`conveyance` text,
	`control_point` text,
	`moved_on` text NOT NULL,
	`remark` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`udr` text,
	`lodged_at` integer,
	`lodged_by` text,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hk_tdec_ref` ON `hk_tdec` (`tenant_code`,`ref_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `hk_tdec_udr` ON `hk_tdec` (`udr`);--> statement-breakpoint
CREATE INDEX `hk_tdec_created` ON `hk_tdec` (`tenant_code`,`create_time`);
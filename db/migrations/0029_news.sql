CREATE TABLE `biz_news` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`cover_image` text,
	`body` text NOT NULL,
	`publish_from` text NOT NULL,
	`publish_to` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`publish_time` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `biz_news_status_window` ON `biz_news` (`tenant_code`,`status`,`publish_from`);--> statement-breakpoint
CREATE INDEX `biz_news_created` ON `biz_news` (`tenant_code`,`create_time`);
ALTER TABLE `sys_notification` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `sys_notification` ADD `title_zh` text;--> statement-breakpoint
ALTER TABLE `sys_notification` ADD `title_tw` text;
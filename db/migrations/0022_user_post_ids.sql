ALTER TABLE `sys_user_post` ADD `id` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `sys_user_post` SET `id` = CAST(`rowid` + 1000000000000 AS TEXT);--> statement-breakpoint
CREATE UNIQUE INDEX `sys_user_post_id` ON `sys_user_post` (`id`);

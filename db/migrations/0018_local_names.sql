ALTER TABLE `sys_org` ADD `org_name_en` text;--> statement-breakpoint
ALTER TABLE `sys_org` ADD `org_name_zh` text;--> statement-breakpoint
ALTER TABLE `sys_org` ADD `org_name_tw` text;--> statement-breakpoint
ALTER TABLE `sys_org` ADD `org_description_en` text;--> statement-breakpoint
ALTER TABLE `sys_org` ADD `org_description_zh` text;--> statement-breakpoint
ALTER TABLE `sys_org` ADD `org_description_tw` text;--> statement-breakpoint
ALTER TABLE `sys_post` ADD `post_name_en` text;--> statement-breakpoint
ALTER TABLE `sys_post` ADD `post_name_zh` text;--> statement-breakpoint
ALTER TABLE `sys_post` ADD `post_name_tw` text;--> statement-breakpoint
ALTER TABLE `sys_role` ADD `role_name_en` text;--> statement-breakpoint
ALTER TABLE `sys_role` ADD `role_name_zh` text;--> statement-breakpoint
ALTER TABLE `sys_role` ADD `role_name_tw` text;--> statement-breakpoint
ALTER TABLE `sys_role` ADD `role_description_en` text;--> statement-breakpoint
ALTER TABLE `sys_role` ADD `role_description_zh` text;--> statement-breakpoint
ALTER TABLE `sys_role` ADD `role_description_tw` text;
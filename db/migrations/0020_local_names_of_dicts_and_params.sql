ALTER TABLE `sys_dict` ADD `dict_name_en` text;--> statement-breakpoint
ALTER TABLE `sys_dict` ADD `dict_name_zh` text;--> statement-breakpoint
ALTER TABLE `sys_dict` ADD `dict_name_tw` text;--> statement-breakpoint
ALTER TABLE `sys_param` ADD `param_name_en` text;--> statement-breakpoint
ALTER TABLE `sys_param` ADD `param_name_zh` text;--> statement-breakpoint
ALTER TABLE `sys_param` ADD `param_name_tw` text;
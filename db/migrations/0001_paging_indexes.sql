DROP INDEX `sys_notification_recipient_user`;--> statement-breakpoint
CREATE INDEX `sys_notification_recipient_user` ON `sys_notification_recipient` (`user_id`,`read_time`);--> statement-breakpoint
CREATE INDEX `sys_org_tenant_created` ON `sys_org` (`tenant_code`,`create_time`);
DROP INDEX `sys_audit_log_tenant`;--> statement-breakpoint
CREATE INDEX `sys_audit_log_tenant` ON `sys_audit_log` (`tenant_code`,`create_time`,`id`);
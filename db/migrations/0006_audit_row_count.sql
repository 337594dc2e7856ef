CREATE TABLE `sys_row_count` (
	`table_name` text NOT NULL,
	`tenant_code` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`table_name`, `tenant_code`)
);
--> statement-breakpoint
INSERT INTO `sys_row_count` (`table_name`, `tenant_code`, `n`) SELECT 'sys_audit_log', `tenant_code`, count(*) FROM `sys_audit_log` WHERE `tenant_code` IS NOT NULL GROUP BY `tenant_code`;--> statement-breakpoint
CREATE TRIGGER `sys_audit_log_count_insert` AFTER INSERT ON `sys_audit_log` WHEN NEW.`tenant_code` IS NOT NULL BEGIN
  INSERT INTO `sys_row_count` (`table_name`, `tenant_code`, `n`) VALUES ('sys_audit_log', NEW.`tenant_code`, 1)
    ON CONFLICT (`table_name`, `tenant_code`) DO UPDATE SET `n` = `n` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `sys_audit_log_count_delete` AFTER DELETE ON `sys_audit_log` WHEN OLD.`tenant_code` IS NOT NULL BEGIN
  UPDATE `sys_row_count` SET `n` = `n` - 1 WHERE `table_name` = 'sys_audit_log' AND `tenant_code` = OLD.`tenant_code`;
END;--> statement-breakpoint
CREATE TRIGGER `sys_audit_log_count_move` AFTER UPDATE OF `tenant_code` ON `sys_audit_log` WHEN OLD.`tenant_code` IS NOT NEW.`tenant_code` BEGIN
  UPDATE `sys_row_count` SET `n` = `n` - 1 WHERE `table_name` = 'sys_audit_log' AND `tenant_code` = OLD.`tenant_code`;
  INSERT INTO `sys_row_count` (`table_name`, `tenant_code`, `n`) SELECT 'sys_audit_log', NEW.`tenant_code`, 1 WHERE NEW.`tenant_code` IS NOT NULL
    ON CONFLICT (`table_name`, `tenant_code`) DO UPDATE SET `n` = `n` + 1;
END;

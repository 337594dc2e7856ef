CREATE TABLE `sys_row_count_hour` (
	`table_name` text NOT NULL,
	`tenant_code` text NOT NULL,
	`hour` integer NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`table_name`, `tenant_code`, `hour`)
);
--> statement-breakpoint
INSERT INTO `sys_row_count_hour` (`table_name`, `tenant_code`, `hour`, `n`) SELECT 'sys_audit_log', `tenant_code`, `create_time` / 3600000, count(*) FROM `sys_audit_log` WHERE `tenant_code` IS NOT NULL GROUP BY `tenant_code`, `create_time` / 3600000;--> statement-breakpoint
CREATE TRIGGER `sys_audit_log_hour_insert` AFTER INSERT ON `sys_audit_log` WHEN NEW.`tenant_code` IS NOT NULL BEGIN
  INSERT INTO `sys_row_count_hour` (`table_name`, `tenant_code`, `hour`, `n`) VALUES ('sys_audit_log', NEW.`tenant_code`, NEW.`create_time` / 3600000, 1)
    ON CONFLICT (`table_name`, `tenant_code`, `hour`) DO UPDATE SET `n` = `n` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `sys_audit_log_hour_delete` AFTER DELETE ON `sys_audit_log` WHEN OLD.`tenant_code` IS NOT NULL BEGIN
  UPDATE `sys_row_count_hour` SET `n` = `n` - 1 WHERE `table_name` = 'sys_audit_log' AND `tenant_code` = OLD.`tenant_code` AND `hour` = OLD.`create_time` / 3600000;
  DELETE FROM `sys_row_count_hour` WHERE `table_name` = 'sys_audit_log' AND `tenant_code` = OLD.`tenant_code` AND `hour` = OLD.`create_time` / 3600000 AND `n` <= 0;
END;--> statement-breakpoint
CREATE TRIGGER `sys_audit_log_hour_move` AFTER UPDATE OF `tenant_code`, `create_time` ON `sys_audit_log`
  WHEN OLD.`tenant_code` IS NOT NEW.`tenant_code` OR OLD.`create_time` / 3600000 IS NOT NEW.`create_time` / 3600000 BEGIN
  UPDATE `sys_row_count_hour` SET `n` = `n` - 1 WHERE `table_name` = 'sys_audit_log' AND `tenant_code` = OLD.`tenant_code` AND `hour` = OLD.`create_time` / 3600000;
  DELETE FROM `sys_row_count_hour` WHERE `table_name` = 'sys_audit_log' AND `tenant_code` = OLD.`tenant_code` AND `hour` = OLD.`create_time` / 3600000 AND `n` <= 0;
  INSERT INTO `sys_row_count_hour` (`table_name`, `tenant_code`, `hour`, `n`) SELECT 'sys_audit_log', NEW.`tenant_code`, NEW.`create_time` / 3600000, 1 WHERE NEW.`tenant_code` IS NOT NULL
    ON CONFLICT (`table_name`, `tenant_code`, `hour`) DO UPDATE SET `n` = `n` + 1;
END;

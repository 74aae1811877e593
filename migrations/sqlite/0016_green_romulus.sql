CREATE TABLE `pupil_report_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pupil_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`pupil_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pupil_report_links_token` ON `pupil_report_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `pupil_report_links_pupil` ON `pupil_report_links` (`pupil_id`);--> statement-breakpoint
ALTER TABLE `classes` ADD `licence_requested_at` integer;--> statement-breakpoint
ALTER TABLE `classes` ADD `goal_target` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `goal_date` text;
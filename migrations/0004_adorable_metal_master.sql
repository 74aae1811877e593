CREATE TABLE `level_tests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`questions` text NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`result_id` integer,
	`started_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`result_id`) REFERENCES `level_test_results`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `level_tests_user` ON `level_tests` (`user_id`,`status`);--> statement-breakpoint
ALTER TABLE `level_test_results` ADD `details` text;
CREATE TABLE `certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`user_id` integer NOT NULL,
	`level_id` text NOT NULL,
	`name` text NOT NULL,
	`score` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_code` ON `certificates` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_user_level` ON `certificates` (`user_id`,`level_id`);--> statement-breakpoint
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
CREATE TABLE `login_failures` (
	`email` text NOT NULL,
	`address` text NOT NULL,
	`failures` integer NOT NULL,
	`last_failed_at` integer NOT NULL,
	`blocked_until` integer,
	PRIMARY KEY(`email`, `address`)
);
--> statement-breakpoint
CREATE INDEX `login_failures_blocked` ON `login_failures` (`blocked_until`);--> statement-breakpoint
CREATE TABLE `review_attempts` (
	`attempt_id` text PRIMARY KEY NOT NULL,
	`activities` text NOT NULL,
	FOREIGN KEY (`attempt_id`) REFERENCES `lesson_attempts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `review_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`item` text NOT NULL,
	`box` integer NOT NULL,
	`due_at` integer NOT NULL,
	`right` integer DEFAULT 0 NOT NULL,
	`wrong` integer DEFAULT 0 NOT NULL,
	`last_answered_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_items_user_item` ON `review_items` (`user_id`,`item`);--> statement-breakpoint
CREATE INDEX `review_items_due` ON `review_items` (`user_id`,`due_at`);--> statement-breakpoint
ALTER TABLE `level_test_results` ADD `details` text;
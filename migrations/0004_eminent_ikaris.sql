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
CREATE INDEX `review_items_due` ON `review_items` (`user_id`,`due_at`);
CREATE TABLE `shelf_progress` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`story_id` text NOT NULL,
	`questions_right` integer DEFAULT 0 NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shelf_progress_user_story` ON `shelf_progress` (`user_id`,`story_id`);
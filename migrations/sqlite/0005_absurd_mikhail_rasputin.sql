CREATE TABLE `digest_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`week` text NOT NULL,
	`outbox_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `digest_sends_user_week` ON `digest_sends` (`user_id`,`week`);--> statement-breakpoint
ALTER TABLE `users` ADD `digest_opt_in` integer DEFAULT false NOT NULL;
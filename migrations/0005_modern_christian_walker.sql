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
CREATE UNIQUE INDEX `certificates_user_level` ON `certificates` (`user_id`,`level_id`);
CREATE TABLE `login_failures` (
	`email` text NOT NULL,
	`address` text NOT NULL,
	`failures` integer NOT NULL,
	`last_failed_at` integer NOT NULL,
	`blocked_until` integer,
	PRIMARY KEY(`email`, `address`)
);
--> statement-breakpoint
CREATE INDEX `login_failures_blocked` ON `login_failures` (`blocked_until`);
CREATE TABLE `pupil_devices` (
	`pupil_id` integer NOT NULL,
	`device_hash` text NOT NULL,
	`last_seen_at` integer NOT NULL,
	PRIMARY KEY(`pupil_id`, `device_hash`),
	FOREIGN KEY (`pupil_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pupil_sign_in_failures` (
	`pupil_id` integer NOT NULL,
	`source` text NOT NULL,
	`failures` integer NOT NULL,
	`addresses` text NOT NULL,
	`last_failed_at` integer NOT NULL,
	`blocked_until` integer,
	PRIMARY KEY(`pupil_id`, `source`),
	FOREIGN KEY (`pupil_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

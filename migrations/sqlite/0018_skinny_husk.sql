CREATE TABLE `job_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`period` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`summary` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_runs_name_period` ON `job_runs` (`name`,`period`);--> statement-breakpoint
CREATE TABLE `retained_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`former_user_id` integer NOT NULL,
	`payer_name` text NOT NULL,
	`payer_email` text,
	`provider` text NOT NULL,
	`session_id` text NOT NULL,
	`payment_intent` text,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`months_granted` integer,
	`paid_at` integer,
	`refunded_at` integer,
	`kept_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `welcomed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `last_seen_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `retention_warned_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `guardian_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `guardian_confirmed_by` integer;
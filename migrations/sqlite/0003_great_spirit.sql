CREATE TABLE `attempt_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attempt_id` text NOT NULL,
	`activity_id` text NOT NULL,
	`answer` text NOT NULL,
	`correct` integer NOT NULL,
	`first_try` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`attempt_id`) REFERENCES `lesson_attempts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attempt_answers_attempt` ON `attempt_answers` (`attempt_id`,`activity_id`);--> statement-breakpoint
CREATE TABLE `audio_clips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` text NOT NULL,
	`file_name` text NOT NULL,
	`mime` text NOT NULL,
	`bytes` integer NOT NULL,
	`duration_ms` integer,
	`sha256` text NOT NULL,
	`processed` integer DEFAULT false NOT NULL,
	`uploaded_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `audio_clips_item_id_unique` ON `audio_clips` (`item_id`);--> statement-breakpoint
CREATE TABLE `lesson_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`lesson_id` text NOT NULL,
	`content_hash` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`stars` integer,
	`first_try_correct` integer,
	`graded` integer,
	`seconds` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lesson_attempts_user` ON `lesson_attempts` (`user_id`,`lesson_id`);--> statement-breakpoint
CREATE TABLE `lesson_progress` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`lesson_id` text NOT NULL,
	`best_stars` integer NOT NULL,
	`completed_at` integer NOT NULL,
	`times_completed` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lesson_progress_user_lesson` ON `lesson_progress` (`user_id`,`lesson_id`);--> statement-breakpoint
CREATE TABLE `skill_progress` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`skill` text NOT NULL,
	`seen` integer DEFAULT 0 NOT NULL,
	`correct` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `skill_progress_user_skill` ON `skill_progress` (`user_id`,`skill`);--> statement-breakpoint
ALTER TABLE `users` ADD `oidc_sub` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_sub_unique` ON `users` (`oidc_sub`);
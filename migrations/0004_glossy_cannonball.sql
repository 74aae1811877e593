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
CREATE UNIQUE INDEX `audio_clips_item_id_unique` ON `audio_clips` (`item_id`);
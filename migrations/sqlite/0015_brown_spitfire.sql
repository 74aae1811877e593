ALTER TABLE `audio_clips` ADD `speaker` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `audio_clips` ADD `licence` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `audio_clips` ADD `text_hash` text;--> statement-breakpoint
ALTER TABLE `audio_clips` ADD `rerecord_by` text;
ALTER TABLE `contact_messages` ADD `topic` text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `months_granted` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `locale` text;
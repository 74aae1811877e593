CREATE TABLE `classes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`teacher_id` integer NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`licence_until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`teacher_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `classes_code_unique` ON `classes` (`code`);--> statement-breakpoint
CREATE INDEX `classes_teacher` ON `classes` (`teacher_id`);--> statement-breakpoint
-- Hand-edited: drizzle-kit copied the new columns too ("kind" etc. read as string literals); only the
-- old ones are copied. Foreign keys are switched off around the migrator itself (src/db/migrate.ts).
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text,
	`username` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone_number` text,
	`address` text,
	`country` text,
	`profile_picture` text,
	`password_hash` text,
	`google_sub` text,
	`oidc_sub` text,
	`is_active` integer DEFAULT true NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`session_epoch` integer DEFAULT 0 NOT NULL,
	`locale` text,
	`digest_opt_in` integer DEFAULT false NOT NULL,
	`kind` text DEFAULT 'adult' NOT NULL,
	`parent_id` integer,
	`class_id` integer,
	`avatar` text,
	`age_band` text,
	`pictures_hash` text,
	`parent_pin_hash` text,
	`is_teacher` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "username", "first_name", "last_name", "phone_number", "address", "country", "profile_picture", "password_hash", "google_sub", "oidc_sub", "is_active", "is_admin", "is_verified", "session_epoch", "locale", "digest_opt_in", "created_at", "updated_at") SELECT "id", "email", "username", "first_name", "last_name", "phone_number", "address", "country", "profile_picture", "password_hash", "google_sub", "oidc_sub", "is_active", "is_admin", "is_verified", "session_epoch", "locale", "digest_opt_in", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub_unique` ON `users` (`google_sub`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_sub_unique` ON `users` (`oidc_sub`);--> statement-breakpoint
CREATE INDEX `users_parent` ON `users` (`parent_id`);--> statement-breakpoint
CREATE INDEX `users_class` ON `users` (`class_id`);--> statement-breakpoint
-- Hand-edited: drizzle-kit left out the ON DELETE CASCADE that schema.ts declares.
ALTER TABLE `refresh_tokens` ADD `acting_user_id` integer REFERENCES users(id) ON DELETE cascade;
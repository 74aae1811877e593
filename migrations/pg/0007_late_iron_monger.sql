ALTER TABLE "audio_clips" ADD COLUMN "speaker" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_clips" ADD COLUMN "licence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_clips" ADD COLUMN "text_hash" text;--> statement-breakpoint
ALTER TABLE "audio_clips" ADD COLUMN "rerecord_by" text;
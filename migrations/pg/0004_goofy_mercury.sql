CREATE TABLE "pupil_devices" (
	"pupil_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "pupil_devices_pupil_id_device_hash_pk" PRIMARY KEY("pupil_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "pupil_sign_in_failures" (
	"pupil_id" integer NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	"addresses" text NOT NULL,
	"last_failed_at" timestamp (3) with time zone NOT NULL,
	"blocked_until" timestamp (3) with time zone,
	CONSTRAINT "pupil_sign_in_failures_pupil_id_source_pk" PRIMARY KEY("pupil_id","source")
);
--> statement-breakpoint
ALTER TABLE "pupil_devices" ADD CONSTRAINT "pupil_devices_pupil_id_users_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pupil_sign_in_failures" ADD CONSTRAINT "pupil_sign_in_failures_pupil_id_users_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "attempt_answers" ADD COLUMN "first_of" text;--> statement-breakpoint
-- Answers given before: the first first-try row of each activity becomes its first answer.
UPDATE "attempt_answers" SET "first_of" = "activity_id" WHERE "first_try" AND "id" = (SELECT min("a2"."id") FROM "attempt_answers" "a2" WHERE "a2"."attempt_id" = "attempt_answers"."attempt_id" AND "a2"."activity_id" = "attempt_answers"."activity_id" AND "a2"."first_try");--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_answers_first" ON "attempt_answers" USING btree ("attempt_id","first_of");
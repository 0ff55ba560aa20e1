ALTER TABLE "mail_outbox" ADD COLUMN "masked_subject" varchar(200);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "masked_text" text;
CREATE TABLE "segment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_assignment" (
	"version_id" integer NOT NULL,
	"level" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "segment_assignment_version_id_level_target_id_pk" PRIMARY KEY("version_id","level","target_id")
);
--> statement-breakpoint
CREATE TABLE "segment_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segment_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"segment_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"state" varchar(10) NOT NULL,
	"level" varchar(16) NOT NULL,
	"settings" jsonb NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"proposed_by" varchar(64) NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"decision_note" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "segment_assignment" ADD CONSTRAINT "segment_assignment_version_id_segment_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."segment_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_version" ADD CONSTRAINT "segment_version_segment_id_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "segment_code_uq" ON "segment" USING btree ("code");--> statement-breakpoint
CREATE INDEX "segment_kind_idx" ON "segment" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "segment_assignment_target_idx" ON "segment_assignment" USING btree ("level","target_id","version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segment_version_uq" ON "segment_version" USING btree ("segment_id","version");--> statement-breakpoint
CREATE INDEX "segment_version_current_idx" ON "segment_version" USING btree ("segment_id","effective_from") WHERE state = 'APPROVED';--> statement-breakpoint
CREATE UNIQUE INDEX "segment_version_pending_uq" ON "segment_version" USING btree ("segment_id") WHERE state = 'PROPOSED';
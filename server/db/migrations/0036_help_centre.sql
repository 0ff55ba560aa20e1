CREATE TABLE "help_agent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_agent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"supervisor" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_canned_reply" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_canned_reply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"trx_kind" varchar(10),
	"rc" varchar(2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"icon" varchar(32) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_faq" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_faq_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sub_category_id" integer NOT NULL,
	"question" varchar(300) NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_sub_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_sub_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"icon" varchar(32) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_ticket" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_no" varchar(20) NOT NULL,
	"client_id" integer NOT NULL,
	"region_id" integer,
	"group_id" integer,
	"merchant_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"trx_kind" varchar(10),
	"trx_id" bigint,
	"trx_no" varchar(40),
	"trx_rc" varchar(2),
	"subject" varchar(150) NOT NULL,
	"description" text NOT NULL,
	"priority" varchar(6) NOT NULL,
	"status" varchar(16) DEFAULT 'BARU' NOT NULL,
	"assignee_id" integer,
	"reporter" varchar(64) NOT NULL,
	"reporter_email" varchar(254) NOT NULL,
	"sla_due_at" timestamp with time zone,
	"sla_remaining" integer NOT NULL,
	"sla_breached" boolean DEFAULT false NOT NULL,
	"escalated_at" timestamp with time zone,
	"escalated_to" varchar(64),
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	CONSTRAINT "help_ticket_trx_ref" CHECK (("help_ticket"."trx_kind" is null) = ("help_ticket"."trx_no" is null))
);
--> statement-breakpoint
CREATE TABLE "help_ticket_attachment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_ticket_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"message_id" integer,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_ticket_counter" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_ticket_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_ticket_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"body_html" text NOT NULL,
	"status_from" varchar(16),
	"status_to" varchar(16),
	"author" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_agent" ADD CONSTRAINT "help_agent_user_id_dashboard_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_faq" ADD CONSTRAINT "help_faq_sub_category_id_help_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."help_sub_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_sub_category" ADD CONSTRAINT "help_sub_category_category_id_help_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket" ADD CONSTRAINT "help_ticket_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket" ADD CONSTRAINT "help_ticket_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket" ADD CONSTRAINT "help_ticket_group_id_corporate_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."corporate_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket" ADD CONSTRAINT "help_ticket_merchant_id_merchant_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket" ADD CONSTRAINT "help_ticket_outlet_id_outlet_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket" ADD CONSTRAINT "help_ticket_category_id_help_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket" ADD CONSTRAINT "help_ticket_assignee_id_help_agent_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."help_agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket_attachment" ADD CONSTRAINT "help_ticket_attachment_ticket_id_help_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."help_ticket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket_attachment" ADD CONSTRAINT "help_ticket_attachment_message_id_help_ticket_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."help_ticket_message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket_attachment" ADD CONSTRAINT "help_ticket_attachment_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket_message" ADD CONSTRAINT "help_ticket_message_ticket_id_help_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."help_ticket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_agent_user_uq" ON "help_agent" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_canned_reply_title_uq" ON "help_canned_reply" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "help_category_name_uq" ON "help_category" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "help_faq_sub_idx" ON "help_faq" USING btree ("sub_category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "help_sub_category_name_uq" ON "help_sub_category" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "help_ticket_no_uq" ON "help_ticket" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "help_ticket_status_idx" ON "help_ticket" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "help_ticket_merchant_idx" ON "help_ticket" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "help_ticket_client_idx" ON "help_ticket" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "help_ticket_due_idx" ON "help_ticket" USING btree ("sla_due_at") WHERE "help_ticket"."sla_due_at" is not null and "help_ticket"."escalated_at" is null;--> statement-breakpoint
CREATE INDEX "help_ticket_attachment_ticket_idx" ON "help_ticket_attachment" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "help_ticket_message_ticket_idx" ON "help_ticket_message" USING btree ("ticket_id","id");
CREATE TABLE "control_actor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "control_actor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workflow" varchar(48) NOT NULL,
	"item_id" varchar(64) NOT NULL,
	"role" varchar(16) NOT NULL,
	"transition" varchar(32) NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control_actor" ADD CONSTRAINT "control_actor_user_id_dashboard_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_actor_item_idx" ON "control_actor" USING btree ("workflow","item_id","id");--> statement-breakpoint
-- The actors of items made before the table, by the names they stored (issue 30: old rows migrated); a name that
-- no longer matches an account (renamed since, or 'system') has no id to give and stays in the item's name columns.
INSERT INTO "control_actor" ("workflow", "item_id", "role", "transition", "user_id", "at")
SELECT x.workflow, x.item_id, x.role, x.transition, u.id, x.at
  FROM (
    SELECT 'deposit-topup' AS workflow, r.id::text AS item_id, 'CREATE' AS role, 'request' AS transition, r.created_by AS username, r.created_at AS at, 1 AS step
      FROM deposit_topup_request r
    UNION ALL
    SELECT 'deposit-topup', r.id::text, CASE WHEN r.status = 'APPROVED' THEN 'APPROVE' ELSE 'REJECT' END,
           CASE WHEN r.status = 'APPROVED' THEN 'approve' ELSE 'reject' END, r.verified_by, coalesce(r.verified_at, r.updated_at), 2
      FROM deposit_topup_request r WHERE r.verified_by IS NOT NULL
    UNION ALL
    SELECT 'disburse-doc', d.id::text, 'CREATE', 'upload', d.created_by, d.created_at, 1 FROM disburse_doc d
    UNION ALL
    SELECT 'disburse-doc', d.id::text, 'SUBMIT', 'submit', d.submitted_by, coalesce(d.submitted_at, d.updated_at), 2
      FROM disburse_doc d WHERE d.submitted_by IS NOT NULL
    UNION ALL
    SELECT 'disburse-doc', d.id::text, CASE WHEN d.status = 'CANCELLED' THEN 'REJECT' ELSE 'APPROVE' END,
           CASE WHEN d.status = 'CANCELLED' THEN 'reject' ELSE 'approve' END, d.approved_by, coalesce(d.approved_at, d.updated_at), 3
      FROM disburse_doc d WHERE d.approved_by IS NOT NULL
    UNION ALL
    -- A version saved and applied by one user (a kind without review) was never a proposal.
    SELECT 'segment-version', v.id::text, 'PROPOSE', 'propose', v.proposed_by, v.proposed_at, 1
      FROM segment_version v WHERE v.state = 'PROPOSED' OR v.decided_by IS DISTINCT FROM v.proposed_by
    UNION ALL
    SELECT 'segment-version', v.id::text, CASE WHEN v.state = 'REJECTED' THEN 'REJECT' ELSE 'APPROVE' END,
           CASE WHEN v.state = 'REJECTED' THEN 'reject' ELSE 'approve' END, v.decided_by, coalesce(v.decided_at, v.proposed_at), 2
      FROM segment_version v WHERE v.decided_by IS NOT NULL AND v.decided_by IS DISTINCT FROM v.proposed_by
  ) x
  JOIN dashboard_user u ON lower(u.username) = lower(x.username)
 ORDER BY x.at, x.step;

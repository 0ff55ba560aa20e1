import { sql } from 'drizzle-orm'
import { check, customType, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core'
import { ts } from './columns.ts'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * Uploaded files (server/files/store.ts), apart from the business rows that point at them: a deposit top-up's
 * proof of transfer now, partners' images later. The bytes live here (a few MB each, rare), with the MIME type
 * read from the magic bytes (never the name or the browser's word), the size and the sha256. Served only through
 * the call of the resource that refers to the file, under that resource's access and data scope.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
  },
  (t) => [check('stored_file_size', sql`${t.size} = octet_length(${t.bytes})`)],
)

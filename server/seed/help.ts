import { sql } from 'drizzle-orm'
import { NO_HOLIDAYS, type SlaClock, slaForStatus, startSla } from '#contract/help/sla.ts'
import type { TicketPriority, TicketStatus } from '#contract/help/vocabulary.ts'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'

/**
 * The help centre's demo data (docs/ARCHITECTURE.md "Help centre"): a small published tree of categories,
 * sub-categories and FAQs (one draft of each level, which merchants never see), the support agents (superadmin,
 * and `supervisor` who receives escalations), canned replies for the hosts' response codes, and a few hundred
 * tickets over the last weeks in every status, some referring to a failed or suspect Mybills sale. Everything is
 * one statement per table; the tickets' SLA clocks come from the same module the calls use (contract/help/sla.ts).
 */

type Faq = [question: string, answer: string, draft?: true]
type Sub = [name: string, icon: string, faqs: Faq[], draft?: true]
type Cat = [name: string, icon: string, description: string, subs: Sub[], draft?: true]

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('')

const TREE: Cat[] = [
  [
    'Transaksi',
    'receipt',
    'Status, pembatalan dan bukti transaksi',
    [
      [
        'Status transaksi',
        'circle-help',
        [
          [
            'Mengapa transaksi saya berstatus Pending?',
            p(
              'Status <strong>Pending</strong> berarti biller belum memberi jawaban akhir (misalnya RC 68, waktu habis).',
              'Sistem menanyakan status ke biller secara berkala. Saldo Anda tidak berkurang dua kali.',
            ),
          ],
          [
            'Berapa lama transaksi Pending selesai?',
            p('Umumnya kurang dari 1 × 24 jam. Bila lebih, kirim komplain dengan nomor transaksinya.'),
          ],
          [
            'Apa arti kode respons 14?',
            p('Nomor tujuan atau ID pelanggan salah. Periksa kembali nomor lalu ulangi transaksi.'),
          ],
        ],
      ],
      [
        'Pembatalan dan refund',
        'banknote',
        [
          [
            'Bagaimana cara meminta refund?',
            `${p('Refund diberikan untuk transaksi gagal yang saldonya sudah terpotong:')}<ol><li>Buka menu Pusat Bantuan.</li><li>Pilih <em>Kirim Komplain</em> dan isi nomor transaksi.</li><li>Lampirkan bukti bila ada.</li></ol>`,
          ],
          [
            'Apakah transaksi sukses bisa dibatalkan?',
            p('Tidak. Transaksi yang sukses di biller bersifat final.'),
          ],
        ],
      ],
    ],
  ],
  [
    'Deposit & Saldo',
    'wallet',
    'Top up deposit dan mutasi saldo',
    [
      [
        'Top up deposit',
        'credit-card',
        [
          [
            'Kapan saldo top up masuk?',
            p('Setelah bukti pembayaran diverifikasi tim keuangan, biasanya di hari kerja yang sama.'),
          ],
          [
            'Berapa biaya top up melalui virtual account?',
            p('Biaya mengikuti metode pembayaran; untuk VA saat ini <strong>Rp4.000</strong> per top up.'),
          ],
        ],
      ],
    ],
  ],
  [
    'Perangkat & Aplikasi',
    'smartphone',
    'EDC, printer dan aplikasi kasir',
    [
      [
        'Aplikasi kasir',
        'store',
        [
          [
            'Bagaimana cara login ke aplikasi kasir?',
            p('Gunakan PIN user outlet yang dikirim ke email Anda.'),
          ],
          ['Lupa PIN user outlet', p('Minta admin merchant mereset PIN; PIN baru dikirim ke email.')],
        ],
      ],
      [
        'Printer struk',
        'printer',
        [['Struk tidak tercetak', p('Pastikan printer menyala, kertas terpasang dan Bluetooth tersambung.')]],
      ],
      ['Jaringan', 'wifi', [['Aplikasi tidak tersambung', p('Periksa koneksi internet perangkat.')]], true],
    ],
  ],
  [
    'Akun & Keamanan',
    'shield-check',
    'Kata sandi, autentikasi dua langkah dan akses',
    [
      [
        'Kata sandi',
        'user',
        [
          ['Bagaimana mengganti kata sandi?', p('Buka menu akun → <em>Ubah Password</em>.')],
          ['Draf: kebijakan kata sandi baru', p('Belum diterbitkan.'), true],
        ],
      ],
    ],
  ],
  [
    'Promo',
    'package',
    'Program promo merchant',
    [['Promo bulan ini', 'package', [['Promo apa saja?', p('Segera hadir.')]]]],
    true,
  ],
]

const CANNED: [title: string, body: string, kind: 'BILLER' | 'MYCROATM' | null, rc: string | null][] = [
  [
    'Transaksi menunggu status biller (RC 68)',
    'Transaksi Anda sedang menunggu status akhir dari biller (waktu habis). Kami telah meminta status ke biller; saldo tidak akan terpotong dua kali. Kami kabari paling lambat 1 × 24 jam.',
    'BILLER',
    '68',
  ],
  [
    'Transaksi sedang diproses biller (RC 39)',
    'Transaksi masih diproses oleh biller. Mohon tunggu; status akan diperbarui otomatis.',
    'BILLER',
    '39',
  ],
  [
    'Nomor pelanggan salah (RC 14)',
    'Nomor tujuan atau ID pelanggan tidak dikenal biller. Mohon periksa kembali nomor lalu ulangi transaksi; saldo untuk transaksi gagal tidak terpotong.',
    null,
    '14',
  ],
  [
    'Gangguan biller (RC 96)',
    'Biller sedang mengalami gangguan. Silakan coba lagi beberapa saat lagi.',
    'BILLER',
    '96',
  ],
  [
    'Waktu habis Mycroatm (RC 68)',
    'Transaksi tarik tunai mengalami waktu habis; kami mengajukan reversal ke bank. Dana kembali paling lambat 3 hari kerja.',
    'MYCROATM',
    '68',
  ],
  [
    'Meminta data tambahan',
    'Mohon kirimkan foto struk dan tangkapan layar transaksi agar kami dapat menelusuri.',
    null,
    null,
  ],
]

const SUBJECTS = [
  'Transaksi pending belum selesai',
  'Saldo terpotong tapi transaksi gagal',
  'Token listrik belum diterima',
  'Struk tidak tercetak',
  'Top up deposit belum masuk',
  'Tidak bisa login aplikasi kasir',
  'Minta refund transaksi gagal',
  'Nominal tagihan tidak sesuai',
]

/** A small deterministic generator (the demo is the same on every machine). */
function lcg(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

export async function seedHelpCentre(db: Db, now = new Date()): Promise<void> {
  // Content: one statement per level, from JSON.
  const cats = TREE.map(([name, icon, description, , draft], i) => ({
    name,
    icon,
    description,
    sort_order: i + 1,
    status: draft ? 'DRAFT' : 'PUBLISHED',
  }))
  await db.execute(sql`insert into help_category (name, icon, description, sort_order, status)
    select name, icon, description, sort_order, status
      from jsonb_to_recordset(${JSON.stringify(cats)}::jsonb) as r(name text, icon text, description text, sort_order int, status text)`)
  const subs = TREE.flatMap(([cat, , , list]) =>
    list.map(([name, icon, , draft], i) => ({
      cat,
      name,
      icon,
      sort_order: i + 1,
      status: draft ? 'DRAFT' : 'PUBLISHED',
    })),
  )
  await db.execute(sql`insert into help_sub_category (category_id, name, icon, sort_order, status)
    select c.id, r.name, r.icon, r.sort_order, r.status
      from jsonb_to_recordset(${JSON.stringify(subs)}::jsonb) as r(cat text, name text, icon text, sort_order int, status text)
      join help_category c on c.name = r.cat`)
  const faqs = TREE.flatMap(([cat, , , list]) =>
    list.flatMap(([sub, , items]) =>
      items.map(([question, answer, draft], i) => ({
        cat,
        sub,
        question,
        answer,
        sort_order: i + 1,
        status: draft ? 'DRAFT' : 'PUBLISHED',
      })),
    ),
  )
  await db.execute(sql`insert into help_faq (sub_category_id, question, answer, sort_order, status)
    select s.id, r.question, r.answer, r.sort_order, r.status
      from jsonb_to_recordset(${JSON.stringify(faqs)}::jsonb)
        as r(cat text, sub text, question text, answer text, sort_order int, status text)
      join help_category c on c.name = r.cat join help_sub_category s on s.category_id = c.id and s.name = r.sub`)
  await db.execute(sql`insert into help_agent (user_id, supervisor)
    select id, username = 'supervisor' from dashboard_user where username in ('superadmin', 'supervisor')`)
  await db.execute(sql`insert into help_canned_reply (title, body, trx_kind, rc)
    select title, body, kind, rc from jsonb_to_recordset(${JSON.stringify(
      CANNED.map(([title, body, kind, rc]) => ({ title, body, kind, rc })),
    )}::jsonb) as r(title text, body text, kind text, rc text)`)
  await seedTickets(db, now)
}

async function seedTickets(db: Db, now: Date) {
  const outlets = rowsOf(await db.execute(sql`select id, merchant_id from outlet order by id limit 300`))
  if (outlets.length === 0) return
  const trxs = rowsOf(
    await db.execute(sql`select id, trx_no, rc, outlet_id from trx_biller
      where rc in ('68', '39', '14', '96', '05') and outlet_id is not null order by id desc limit 80`),
  )
  const categories = rowsOf(await db.execute(sql`select id from help_category order by sort_order`))
  const agents = rowsOf(await db.execute(sql`select id from help_agent order by id`))
  const rand = lcg(19)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T
  const priorities: TicketPriority[] = ['LOW', 'MEDIUM', 'MEDIUM', 'HIGH']
  const HOUR = 3_600_000
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(now)
  const rows = Array.from({ length: 300 }, (_, i) => {
    const trx = i < trxs.length ? trxs[i] : undefined
    const o = trx ? { id: trx.outlet_id } : pick(outlets)
    // Oldest first, so the numbers follow the opening times; the last weeks before now.
    const created = new Date(now.getTime() - (300 - i) * 3.4 * HOUR - Math.floor(rand() * HOUR))
    const priority = pick(priorities)
    const ageDays = (now.getTime() - created.getTime()) / (24 * HOUR)
    const status: TicketStatus =
      ageDays > 10
        ? rand() < 0.85
          ? 'SELESAI'
          : 'DITOLAK'
        : pick(['BARU', 'DIPROSES', 'DIPROSES', 'MENUNGGU_RESPONS', 'SELESAI'] as TicketStatus[])
    let clock: SlaClock = startSla(priority, created, NO_HOLIDAYS)
    const moved = new Date(Math.min(now.getTime(), created.getTime() + (1 + rand() * 30) * HOUR))
    if (status !== 'BARU') clock = slaForStatus(clock, status, moved, NO_HOLIDAYS)
    return {
      no: `TKT-${year}-${String(i + 1).padStart(6, '0')}`,
      outlet_id: Number(o.id),
      category_id: Number(pick(categories).id),
      trx_id: trx ? Number(trx.id) : null,
      trx_no: trx ? String(trx.trx_no) : null,
      trx_rc: trx ? String(trx.rc) : null,
      subject: trx ? SUBJECTS[i % 3] : pick(SUBJECTS),
      priority,
      status,
      assignee_id: status === 'BARU' || agents.length === 0 ? null : Number(pick(agents).id),
      created_at: created.toISOString(),
      moved_at: moved.toISOString(),
      sla_remaining: clock.remaining,
      sla_due_at: clock.dueAt?.toISOString() ?? null,
      sla_breached: clock.breached,
    }
  })
  await db.execute(sql`insert into help_ticket (ticket_no, client_id, region_id, group_id, merchant_id, outlet_id,
      category_id, trx_kind, trx_id, trx_no, trx_rc, subject, description, priority, status, assignee_id, reporter,
      reporter_email, sla_remaining, sla_due_at, sla_breached, closed_at, created_at, created_by, updated_at, updated_by)
    select r.no, m.client_id, m.region_id, m.group_id, m.id, r.outlet_id, r.category_id,
      case when r.trx_id is null then null else 'BILLER' end, r.trx_id, r.trx_no, r.trx_rc, r.subject,
      r.subject || '. Mohon dibantu, terima kasih.', r.priority, r.status, r.assignee_id, 'merchant', m.email,
      r.sla_remaining, r.sla_due_at, r.sla_breached,
      case when r.status in ('SELESAI', 'DITOLAK') then r.moved_at end, r.created_at, 'merchant',
      greatest(r.created_at, r.moved_at), 'system'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(no text, outlet_id int, category_id int,
      trx_id bigint, trx_no text, trx_rc text, subject text, priority text, status text, assignee_id int,
      created_at timestamptz, moved_at timestamptz, sla_remaining int, sla_due_at timestamptz, sla_breached boolean)
    join outlet o on o.id = r.outlet_id join merchant m on m.id = o.merchant_id`)
  // Every ticket past Baru has its move, with the note, in the thread.
  await db.execute(sql`insert into help_ticket_message (ticket_id, kind, body_html, status_from, status_to, author, created_at)
    select id, 'STATUS', '<p>Tiket ditangani oleh tim dukungan.</p>', 'BARU', status, 'superadmin', updated_at
      from help_ticket where status <> 'BARU'`)
  await db.execute(sql`insert into help_ticket_counter (year, last) values (${Number(year)}, ${rows.length})
    on conflict (year) do update set last = greatest(help_ticket_counter.last, excluded.last)`)
}

import { OTP_TTL_MINUTES } from '#contract/public/one-time-code.ts'
import { type MailParts, renderMail } from '../../mail/templates.ts'

/** The mails of the public flows (issue 19), in Indonesian, text and HTML from one template each. */

const WHAT: Record<string, string> = {
  'merchant-register': 'pendaftaran merchant MINT',
  'merchant-password': 'atur ulang password aplikasi MINT',
  'outlet-pin': 'atur ulang PIN aplikasi MINT',
  'partner-email': 'pendaftaran partner MINT',
}

export const codeMail = (to: string, purpose: string, code: string, name = '') =>
  renderMail({
    to,
    subject: `Kode verifikasi ${WHAT[purpose] ?? 'MINT'}: ${code}`,
    greeting: name ? `Yth. ${name},` : 'Halo,',
    paragraphs: [`Berikut kode verifikasi untuk ${WHAT[purpose] ?? 'MINT'}:`],
    code,
    after: [
      `Kode berlaku ${OTP_TTL_MINUTES} menit dan hanya dapat digunakan sekali.`,
      'Jangan berikan kode ini kepada siapa pun, termasuk yang mengaku petugas MINT. Jika Anda tidak memintanya, abaikan email ini.',
    ],
  })

/** To the owner of an e-mail already in use, instead of a code (the applicant is answered the same). */
export const alreadyRegisteredMail = (to: string, loginUrl: string) =>
  renderMail({
    to,
    subject: 'Percobaan pendaftaran merchant MINT dengan email Anda',
    greeting: 'Halo,',
    paragraphs: [
      'Seseorang baru saja mencoba mendaftarkan merchant baru di MINT dengan alamat email ini. Email ini sudah terdaftar, jadi tidak ada pendaftaran baru yang dibuat.',
      'Jika itu Anda, gunakan akun yang sudah ada. Jika Anda lupa password, gunakan fitur Lupa Password.',
    ],
    link: { label: 'Lupa password', url: loginUrl },
    after: ['Jika bukan Anda, abaikan email ini; akun Anda tetap aman.'],
  })

export const resumeMail = (to: string, registrationNo: string, url: string) =>
  renderMail({
    to,
    subject: `Lanjutkan pendaftaran merchant MINT (${registrationNo})`,
    greeting: 'Halo,',
    paragraphs: [
      `Email Anda sudah terverifikasi dan pendaftaran merchant nomor ${registrationNo} sudah dibuka.`,
      'Anda dapat melengkapi data kapan saja dan melihat status pendaftaran lewat tautan di bawah ini.',
    ],
    link: { label: 'Lanjutkan pendaftaran', url },
    after: ['Tautan ini bersifat pribadi: jangan teruskan email ini kepada orang lain.'],
  })

export const submittedMail = (to: string, owner: string, registrationNo: string, url: string) =>
  renderMail({
    to,
    subject: `Pendaftaran merchant MINT diterima (${registrationNo})`,
    greeting: `Yth. ${owner},`,
    paragraphs: [
      `Pendaftaran merchant nomor ${registrationNo} sudah kami terima dan sedang menunggu verifikasi tim operasional MINT.`,
      'Kami akan mengabarkan hasilnya lewat email ini. Status pendaftaran dapat dilihat kapan saja lewat tautan berikut.',
    ],
    link: { label: 'Lihat status pendaftaran', url },
  })

export const decidedMail = (
  to: string,
  owner: string,
  registrationNo: string,
  decision: { approved: true; mid: string; passwordUrl: string } | { approved: false; reason: string },
) => {
  const parts: MailParts = decision.approved
    ? {
        to,
        subject: `Pendaftaran merchant MINT disetujui (${registrationNo})`,
        greeting: `Yth. ${owner},`,
        paragraphs: [
          `Selamat, pendaftaran merchant nomor ${registrationNo} telah disetujui. MID merchant Anda: ${decision.mid}.`,
          'Untuk masuk ke aplikasi MINT, atur password akun Anda lewat tautan berikut dengan email ini.',
        ],
        link: { label: 'Atur password', url: decision.passwordUrl },
      }
    : {
        to,
        subject: `Pendaftaran merchant MINT ditolak (${registrationNo})`,
        greeting: `Yth. ${owner},`,
        paragraphs: [
          `Mohon maaf, pendaftaran merchant nomor ${registrationNo} belum dapat kami setujui.`,
          `Alasan: ${decision.reason}`,
          'Anda dapat mendaftar kembali setelah melengkapi hal tersebut.',
        ],
      }
  return renderMail(parts)
}

export const secretChangedMail = (to: string, what: 'password' | 'PIN', name: string) =>
  renderMail({
    to,
    subject: `${what === 'PIN' ? 'PIN' : 'Password'} aplikasi MINT Anda telah diganti`,
    greeting: name ? `Yth. ${name},` : 'Halo,',
    paragraphs: [
      `${what === 'PIN' ? 'PIN' : 'Password'} akun Anda baru saja diganti lewat fitur lupa ${what}.`,
      'Jika bukan Anda yang melakukannya, segera hubungi tim dukungan MINT.',
    ],
  })

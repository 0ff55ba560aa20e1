/** Messages of the account calls that a client may want to recognise (Indonesian, shown as is). */
export const ACCOUNT_MESSAGES = {
  unknownFeature: (names: readonly string[]) => `Fitur tidak dikenal: ${names.join(', ')}`,
  catalogueDelete: 'Fitur berasal dari katalog produk dan tidak dapat dihapus.',
  featureNotHeld: (names: readonly string[]) =>
    `Anda tidak dapat memberikan fitur yang tidak Anda miliki: ${names.join(', ')}`,
  manageStronger: (names: readonly string[]) =>
    `Anda tidak dapat mengelola akun yang memiliki fitur yang tidak Anda miliki: ${names.join(', ')}`,
  scopeWider: 'Anda tidak dapat memberikan cakupan data yang lebih luas dari cakupan Anda.',
  self: 'Anda tidak dapat mengubah hak akses Anda sendiri.',
  lastAccountAdmin: 'Minimal harus ada satu akun aktif yang dapat mengelola akun dashboard.',
  segmentInUse: (n: number) => `Segmen tidak dapat dihapus: masih dipakai oleh ${n} akun.`,
  userNotFound: 'Akun tidak ditemukan.',
  segmentNotFound: 'Segmen tidak ditemukan.',
  segmentUpdatedSessionsEnded: (n: number) =>
    `Segmen berhasil diperbarui. ${n} sesi pengguna yang belum memakai verifikasi 2 langkah diakhiri; mereka mendaftarkannya saat login berikutnya.`,
  usernameTaken: 'Username sudah dipakai.',
  emailTaken: 'Email sudah dipakai akun lain.',
  segmentCodeTaken: 'Kode segmen sudah dipakai.',
  oldPasswordWrong: 'Password lama salah.',
  samePassword: 'Password baru harus berbeda dari password lama.',
  unreadablePassword: 'Password tidak dapat dibaca. Muat ulang halaman lalu coba lagi.',
  verificationInvalid: 'Tautan verifikasi email tidak valid atau sudah kedaluwarsa.',
  alreadyVerified: 'Email sudah terverifikasi.',
  inactive: 'Akun tidak aktif.',
} as const

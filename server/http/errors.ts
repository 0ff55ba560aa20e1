/** An error whose message is safe to show the client, with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (message: string, result: unknown = null) => new ApiError(400, message, result)
export const unauthorized = (message = 'Sesi Anda telah berakhir. Silakan login kembali.') =>
  new ApiError(401, message)
export const forbidden = (message = 'Anda tidak memiliki akses ke fitur ini.') => new ApiError(403, message)
export const notFound = (message = 'Data tidak ditemukan.') => new ApiError(404, message)
export const conflict = (message: string, result: unknown = null) => new ApiError(409, message, result)

import { deflateSync } from 'node:zlib'

/**
 * A tiny PNG encoder (truecolour, no alpha) for pictures made in code: the demo's banners. Node's zlib deflates;
 * the chunk checksums are CRC-32 (zlib.crc32 is Node 22 only).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

export type Rgb = readonly [number, number, number]

/** A width × height PNG whose pixel (x, y) is `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    raw[row] = 0 // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y)
      raw.set([r, g, b], row + 1 + x * 3)
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, deflate, no filter set, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  )
}

/** A banner-shaped picture: a diagonal gradient between two colours with a lighter band, 360 × 160. */
export function bannerPng(from: Rgb, to: Rgb): Uint8Array {
  const w = 360
  const h = 160
  return encodePng(w, h, (x, y) => {
    const t = (x / w + y / h) / 2
    const band = Math.abs(y - h * 0.62) < 10 && x > 24 && x < 220 ? 40 : 0
    return [0, 1, 2].map((i) =>
      Math.min(255, Math.round((from[i] ?? 0) * (1 - t) + (to[i] ?? 0) * t) + band),
    ) as unknown as Rgb
  })
}

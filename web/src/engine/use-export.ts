import { useCallback, useEffect, useRef, useState } from 'react'
import { formatNumber } from '#contract/format.ts'
import { NETWORK_ERROR_MESSAGE, postForFile } from '../api/client.ts'
import { notify } from '../ui/notify.ts'
import { CSV_START, countCsvChunk, csvDataRows, filenameFromDisposition } from './export-progress.ts'

export type ExportFormat = 'csv' | 'xlsx'

export interface ExportProgress {
  format: ExportFormat
  /** CSV data rows received so far. */
  rows: number
  bytes: number
  /** Rows the server said it will send (x-total-count), once the response has started. */
  total: number | null
}

/** Saves bytes received in the browser as a file download. */
function saveFile(parts: BlobPart[], type: string, filename: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * A streamed export (POST /{apiPath}/export): reads the body chunk by chunk to show progress, can be
 * cancelled, and saves the file when complete.
 */
export function useExport() {
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const cancel = useCallback(() => controller.current?.abort(), [])

  const start = useCallback(async (apiPath: string, body: Record<string, unknown>, format: ExportFormat) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    let state: ExportProgress = { format, rows: 0, bytes: 0, total: null }
    setProgress(state)
    try {
      const answer = await postForFile(`/${apiPath}/export`, { ...body, format }, abort.signal)
      if ('failure' in answer) {
        notify(answer.failure.message, 'error')
        return
      }
      const { response } = answer
      const header = response.headers.get('x-total-count')
      const total = header !== null && /^\d+$/.test(header) ? Number(header) : null
      const filename = filenameFromDisposition(
        response.headers.get('content-disposition'),
        `${apiPath}.${format}`,
      )
      const parts: Uint8Array[] = []
      let csv = CSV_START
      state = { ...state, total }
      setProgress(state)
      const reader = response.body?.getReader()
      if (reader) {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          parts.push(value)
          if (format === 'csv') csv = countCsvChunk(csv, value)
          state = { ...state, bytes: state.bytes + value.byteLength, rows: csvDataRows(csv) }
          setProgress(state)
        }
      } else {
        parts.push(new Uint8Array(await response.arrayBuffer()))
      }
      saveFile(
        parts as BlobPart[],
        response.headers.get('content-type') ?? 'application/octet-stream',
        filename,
      )
      const rows = format === 'csv' ? csvDataRows(csv) : (total ?? 0)
      notify(`Ekspor selesai: ${formatNumber(rows)} baris disimpan ke ${filename}.`, 'success')
    } catch (error) {
      if (abort.signal.aborted) notify('Ekspor dibatalkan.', 'info')
      else
        notify(
          error instanceof TypeError ? NETWORK_ERROR_MESSAGE : 'Ekspor gagal. Silakan coba lagi.',
          'error',
        )
    } finally {
      if (controller.current === abort) {
        controller.current = null
        setProgress(null)
      }
    }
  }, [])

  return { progress, start, cancel }
}

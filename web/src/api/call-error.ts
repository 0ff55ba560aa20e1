import type { CallResult, FieldError } from '#contract/envelope.ts'

/** A failed call as a thrown error, keeping the server's message and field errors. */
export class CallError extends Error {
  readonly errors: FieldError[] | undefined
  constructor(result: Pick<CallResult<unknown>, 'message' | 'errors'>) {
    super(result.message)
    this.name = 'CallError'
    this.errors = result.errors
  }
}

/** The data of a successful call, or a CallError. */
export async function dataOf<T>(promise: Promise<CallResult<T>>): Promise<T> {
  const result = await promise
  if (!result.success) throw new CallError(result)
  return result.data as T
}

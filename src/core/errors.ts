/** The one way an unknown thrown value becomes a message (errors thrown by code we call can be anything). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

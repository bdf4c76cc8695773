/** Tokens in the shapes GitHub issues, for the redaction and landing tests. */
import { createHash } from 'node:crypto'

const b64u = (v: string | Uint8Array): string => Buffer.from(v).toString('base64url')

/**
 * A GitHub App installation token in its JWT form (issue 24, 5): `ghs_<app id>_<JWT>`, an RS256
 * header, the claims, a 256-byte signature (from `seed`: two seeds, two tokens); about 520
 * characters, as GitHub issues them since 2026-04.
 */
export function jwtToken(appId = '1234567', prefix = 'ghs', seed = 'a'): string {
  const header = b64u(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const payload = b64u(
    JSON.stringify({
      iss: appId,
      iat: 1767225600,
      exp: 1767229200,
      installation_id: 98765432,
      repository_ids: [123456789]
    })
  )
  const sig = Buffer.concat(
    Array.from({ length: 8 }, (_, i) =>
      createHash('sha256')
        .update(`${seed}${String(i)}`)
        .digest()
    )
  )
  return `${prefix}_${appId}_${header}.${payload}.${b64u(sig)}`
}

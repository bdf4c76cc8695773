/**
 * The token shapes the redactor masks by pattern (redact.ts): an agent can print a token it found
 * in the workspace or the environment, which the action was never given. Each shape names the
 * literals the byte prefilter (prefilter.ts) looks for, so that a line holding none of them is
 * never run through the patterns.
 */

export const MASK = '***'

/** A token shape: its pattern, and what the prefilter looks for to know it could match. */
export interface Shape {
  pattern: RegExp
  /** What the prefilter looks for (a match of the pattern holds a match of this). */
  anchor: string
  /** Every literal a match of the anchor starts with (the byte prefilter's entries). */
  starts: string[]
  caseless?: boolean
  replace?: string
}

/** Token shapes, each with the literal its prefilter looks for. Bodies are case-sensitive. */
export const SHAPES: readonly Shape[] = [
  // GitHub: classic (ghp_/gho_/ghu_/ghs_/ghr_) and fine-grained tokens, and the JWT form of App
  // installation tokens (GITHUB_TOKEN included) since 2026-05: `ghs_<app id>_<JWT>`, about 520
  // characters, masked from prefix to signature; the other prefixes too, should GitHub move them.
  // A JWT's header is a JSON object: `{"` encoded, `eyI` to `eyL`. Linear: once that follows the
  // app id, the match cannot fail, so nothing backtracks into what it took.
  {
    pattern:
      /gh[pousr]_(?:[0-9]+_ey[I-L][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+){0,2}|[A-Za-z0-9]{30,})/g,
    anchor: 'gh[pousr]_',
    starts: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']
  },
  { pattern: /github_pat_[A-Za-z0-9_]{22,}/g, anchor: 'github_pat_', starts: ['github_pat_'] },
  // A GitHub token as git sends it: base64 of `x-access-token:<token>` (`AUTHORIZATION: basic …`,
  // the `http.extraheader` actions/checkout leaves in the git config), whatever the token's
  // shape. `git config --list` prints it; a token the action was not given is masked here.
  {
    pattern: /eC1hY2Nlc3MtdG9rZW46[A-Za-z0-9+/_-]{8,}={0,2}/g,
    anchor: 'eC1hY2Nlc3MtdG9rZW46',
    starts: ['eC1hY2Nlc3MtdG9rZW46']
  },
  // OpenAI-style keys. `sk-` is common inside words ("task-runner"), so it must start a word; an
  // ANSI colour code right before it counts as a word start too.
  {
    // eslint-disable-next-line no-control-regex -- ESC, the start of an ANSI colour code
    pattern: /(?:(?<![A-Za-z0-9])|(?<=\x1b\[[0-9;]*m))sk-[A-Za-z0-9_-]{20,}/g,
    anchor: 'sk-[A-Za-z0-9_-]{20}',
    starts: ['sk-']
  },
  // Stripe secret and restricted keys.
  {
    pattern: /[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
    anchor: '[sr]k_(?:live|test)_',
    starts: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_']
  },
  // AWS access key ids.
  {
    pattern: /(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])/g,
    anchor: 'A[KS]IA',
    starts: ['AKIA', 'ASIA']
  },
  // JWTs (also GitHub's OIDC and Actions runtime tokens).
  {
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    anchor: 'eyJ',
    starts: ['eyJ']
  },
  // Slack bot, user, app and refresh tokens.
  {
    pattern: /xox[abeoprs]-[A-Za-z0-9-]{10,}/g,
    anchor: 'xox[abeoprs]-',
    starts: ['a', 'b', 'e', 'o', 'p', 'r', 's'].map((c) => `xox${c}-`)
  },
  // GitLab personal access tokens.
  { pattern: /glpat-[A-Za-z0-9_-]{20,}/g, anchor: 'glpat-', starts: ['glpat-'] },
  // Google API keys.
  { pattern: /AIza[0-9A-Za-z_-]{35}/g, anchor: 'AIza', starts: ['AIza'] },
  // npm access tokens.
  { pattern: /npm_[A-Za-z0-9]{36}/g, anchor: 'npm_', starts: ['npm_'] },
  // PEM and PGP private keys: from the BEGIN line through the body (base64, headers such as
  // `Proc-Type: 4,ENCRYPTED` or `Version: …`, real newlines or `\n` escapes when the key sits
  // inside a JSON string) to the END line. A key cut short is masked to where its body stops; a
  // body whose BEGIN line is gone is masked back from its END line (see maskBodiesBeforeEnd).
  {
    pattern:
      /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[\sA-Za-z0-9+/=:,]|\\+[nrt]|[A-Za-z-]+: [^\n\\]*)*(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?/g,
    anchor: 'PRIVATE KEY',
    starts: ['PRIVATE KEY']
  },
  // PuTTY private keys: the private lines (and their MAC) after `Private-Lines: N`.
  {
    pattern:
      /(Private-Lines: *\d+)(?:(?:\r?\n|\\r\\n|\\n)[A-Za-z0-9+/=]+)+(?:(?:\r?\n|\\r\\n|\\n)Private-MAC: *[0-9a-fA-F]+)?/g,
    anchor: 'Private-Lines',
    starts: ['Private-Lines'],
    replace: `$1 ${MASK}`
  },
  // Slack incoming webhooks and workflow triggers: the URL is the credential.
  {
    pattern: /(hooks\.slack\.com\/(?:services|workflows|triggers)\/)[A-Za-z0-9_/-]+/g,
    anchor: 'hooks\\.slack\\.com',
    starts: ['hooks.slack.com'],
    replace: `$1${MASK}`
  },
  // AWS session tokens (base64 of a protobuf that always starts the same way).
  {
    pattern: /(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/=]{8,}/g,
    anchor: 'FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj',
    starts: ['FwoGZXIvYXdz', 'IQoJb3JpZ2luX2Vj']
  },
  // Azure storage and service bus connection strings.
  {
    pattern: /((?:Account|SharedAccess)Key\s*=\s*)[A-Za-z0-9+/=]{8,}/g,
    anchor: '(?:Account|SharedAccess)Key',
    starts: ['AccountKey', 'SharedAccessKey'],
    replace: `$1${MASK}`
  },
  // A password in a URL (`https://user:password@host`): the password is masked, the rest kept.
  {
    pattern: /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/@'"\\]+:)[^\s/@'"\\]+@/g,
    // ASCII white space only, so that on bytes it matches wherever it would on text (prefilter.ts).
    anchor: ':\\/\\/[^\\t-\\r :/@]+:[^\\t-\\r /@]+@',
    starts: ['://'],
    replace: `$1${MASK}@`
  },
  // Session tokens named as such (`aws_session_token=…`, `SESSION_TOKEN: …`).
  {
    pattern: /((?:aws)?[_-]?session[_-]?token\\?["']?\s*[:=]\s*\\?["']?)[A-Za-z0-9/+=]{16,}/gi,
    anchor: '[Ss][Ee][Ss][Ss][Ii][Oo][Nn][_-]?[Tt][Oo][Kk][Ee][Nn]',
    starts: ['session_token', 'session-token', 'sessiontoken'],
    caseless: true,
    replace: `$1${MASK}`
  },
  // AWS secret access keys: 40 base64-ish characters are too common to mask on their own (hashes,
  // paths), so only the value right after a name for one is masked: aws_secret_access_key,
  // aws_secret_key, aws_secret (any case, `_` or `-` or nothing between the words), or
  // secret_access_key without the aws; after `=`, `:` or a space (`aws configure set …`).
  {
    pattern:
      /((?:aws[_-]?secret(?:[_-]?access)?(?:[_-]?key)?|secret[_-]?access[_-]?key)\\?["']?(?:\s*[:=]\s*|\s+)\\?["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])/gi,
    anchor:
      '[Aa][Ww][Ss][_-]?[Ss][Ee][Cc][Rr][Ee][Tt]|[Ss][Ee][Cc][Rr][Ee][Tt][_-]?[Aa][Cc][Cc][Ee][Ss][Ss]',
    starts: [
      'aws_secret',
      'aws-secret',
      'awssecret',
      'secret_access',
      'secret-access',
      'secretaccess'
    ],
    caseless: true,
    replace: `$1${MASK}`
  }
]

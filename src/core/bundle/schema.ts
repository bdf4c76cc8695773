/**
 * The bundle a run writes with `publish: later`, format 1 (docs/publish.md): the schema the
 * publishing job checks a bundle against before it trusts any of it. docs/bundle.v1.schema.json is
 * the same schema for readers outside (a test holds the two equal). Every string is bounded and
 * every object closed: a bundle is hostile input, written by a job whose agent could write files.
 */
import type { JsonSchema } from '../schema/schema.js'

export const BUNDLE_FORMAT = 'cursor-agent-action/bundle'
export const BUNDLE_VERSION = 1
/** A bundle.json larger than this is refused before it is parsed. */
export const MAX_BUNDLE_BYTES = 4 * 1024 * 1024

export const BUNDLE_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://github.com/cursor-agent-action/cursor-agent-action/docs/bundle.v1.schema.json',
  title: 'cursor-agent-action bundle, format 1 (docs/publish.md)',
  type: 'object',
  additionalProperties: false,
  required: [
    'format',
    'version',
    'run',
    'subject',
    'commentKey',
    'mode',
    'reviewer',
    'verdict',
    'facts',
    'finalMessage'
  ],
  properties: {
    format: {
      const: BUNDLE_FORMAT
    },
    version: {
      const: BUNDLE_VERSION
    },
    run: {
      type: 'object',
      additionalProperties: false,
      required: ['repository', 'runId', 'runAttempt', 'job', 'leg'],
      properties: {
        repository: {
          type: 'string',
          pattern: '^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$'
        },
        runId: {
          type: 'string',
          pattern: '^[0-9]{1,20}$'
        },
        runAttempt: {
          type: 'string',
          pattern: '^[0-9]{1,6}$'
        },
        job: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,100}$'
        },
        leg: {
          type: 'string',
          pattern: '^[0-9a-f]{16}$'
        }
      }
    },
    subject: {
      type: 'object',
      additionalProperties: false,
      required: ['kind'],
      properties: {
        kind: {
          enum: ['pull_request', 'issue', 'none']
        },
        number: {
          type: 'integer',
          minimum: 1,
          maximum: 1000000000
        },
        head: {
          $ref: '#/$defs/sha'
        },
        base: {
          $ref: '#/$defs/sha'
        }
      }
    },
    commentKey: {
      type: 'string',
      pattern: '^[A-Za-z0-9_.-]{1,64}$'
    },
    mode: {
      enum: ['task', 'review', 'answer']
    },
    reviewer: {
      type: 'string',
      minLength: 1,
      maxLength: 100
    },
    verdict: {
      type: 'object',
      additionalProperties: false,
      required: ['conclusion'],
      properties: {
        conclusion: {
          enum: ['success', 'failure', 'cancelled', 'skipped']
        },
        failureReason: {
          type: 'string',
          pattern: '^[a-z_]{1,40}$'
        },
        skipReason: {
          type: 'string',
          pattern: '^[a-z-]{1,40}$'
        }
      }
    },
    facts: {
      type: 'object',
      additionalProperties: false,
      required: ['durationMs', 'usage'],
      properties: {
        durationMs: {
          $ref: '#/$defs/count'
        },
        sessionId: {
          type: 'string',
          pattern: '^[A-Za-z0-9_-]{1,100}$'
        },
        model: {
          type: 'string',
          maxLength: 100
        },
        usage: {
          type: 'object',
          additionalProperties: false,
          properties: {
            inputTokens: {
              $ref: '#/$defs/count'
            },
            outputTokens: {
              $ref: '#/$defs/count'
            },
            cacheReadTokens: {
              $ref: '#/$defs/count'
            },
            cacheWriteTokens: {
              $ref: '#/$defs/count'
            }
          }
        },
        toolCalls: {
          $ref: '#/$defs/count'
        },
        failedToolCalls: {
          $ref: '#/$defs/count'
        }
      }
    },
    finalMessage: {
      type: 'string',
      maxLength: 1048576
    },
    request: {
      type: 'object',
      additionalProperties: false,
      required: ['commentId'],
      properties: {
        commentId: {
          type: 'integer',
          minimum: 1
        }
      }
    },
    review: {
      type: 'object',
      additionalProperties: false,
      required: ['summary', 'findings', 'head'],
      properties: {
        summary: {
          type: 'string',
          maxLength: 65536
        },
        head: {
          $ref: '#/$defs/sha'
        },
        reviewedFrom: {
          $ref: '#/$defs/sha'
        },
        findings: {
          type: 'array',
          maxItems: 500,
          items: {
            $ref: '#/$defs/finding'
          }
        }
      }
    },
    patch: {
      type: 'object',
      additionalProperties: false,
      required: ['base', 'file', 'bytes', 'sha256'],
      properties: {
        base: {
          $ref: '#/$defs/sha'
        },
        file: {
          const: 'patch.diff'
        },
        bytes: {
          type: 'integer',
          minimum: 1,
          maximum: 52428800
        },
        sha256: {
          type: 'string',
          pattern: '^[0-9a-f]{64}$'
        }
      }
    },
    ledger: {
      type: 'object',
      maxProperties: 40
    }
  },
  $defs: {
    sha: {
      type: 'string',
      pattern: '^([0-9a-f]{40}|[0-9a-f]{64})$'
    },
    count: {
      type: 'integer',
      minimum: 0,
      maximum: 1000000000000
    },
    finding: {
      type: 'object',
      additionalProperties: false,
      required: ['path', 'line', 'side', 'severity', 'title', 'body'],
      properties: {
        path: {
          type: 'string',
          minLength: 1,
          maxLength: 1000
        },
        line: {
          type: 'integer',
          minimum: 1,
          maximum: 10000000
        },
        startLine: {
          type: 'integer',
          minimum: 1,
          maximum: 10000000
        },
        side: {
          enum: ['LEFT', 'RIGHT']
        },
        severity: {
          enum: ['critical', 'high', 'medium', 'low']
        },
        title: {
          type: 'string',
          minLength: 1,
          maxLength: 300
        },
        body: {
          type: 'string',
          maxLength: 20000
        },
        suggestion: {
          type: 'string',
          maxLength: 20000
        }
      }
    }
  }
}

/**
 * The error helpers (src/core/errors.ts): any thrown value as a message, an Error or an errno
 * code; errors that carry a failure_reason; input errors listing every problem.
 */
import { describe, expect, it } from '@jest/globals'
import vm from 'node:vm'
import { errnoOf, errorOf, InputError, messageOf, ReasonedError } from '../../src/core/errors.js'
import { code, said } from '../../src/core/said.js'

describe('messageOf and errorOf', () => {
  it('take an Error as it is and anything else as its string', () => {
    const e = new Error('boom')
    expect(messageOf(e)).toBe('boom')
    expect(errorOf(e)).toBe(e)
    expect(messageOf('plain')).toBe('plain')
    expect(messageOf(undefined)).toBe('undefined')
    expect(errorOf({ a: 1 }).message).toBe('[object Object]')
  })
})

describe('errnoOf', () => {
  it('reads a string code from the shape, even from another realm', () => {
    const foreign: unknown = vm.runInNewContext('Object.assign(new Error("x"), { code: "E2BIG" })')
    expect(foreign instanceof Error).toBe(false)
    expect(errnoOf(foreign)).toBe('E2BIG')
    expect(errnoOf(Object.assign(new Error('y'), { code: 'ENOENT' }))).toBe('ENOENT')
  })

  it('is undefined for values without a string code', () => {
    expect(errnoOf(new Error('z'))).toBeUndefined()
    expect(errnoOf({ code: 2 })).toBeUndefined()
    expect(errnoOf(null)).toBeUndefined()
    expect(errnoOf('ENOENT')).toBeUndefined()
  })
})

describe('ReasonedError and InputError', () => {
  it('keep the reason, and our sentence beside its plain text', () => {
    const s = said`Run ${code('npm ci')} first.`
    const e = new ReasonedError(s, 'install_failed')
    expect(e.reason).toBe('install_failed')
    expect(e.message).toBe('Run npm ci first.')
    expect(e.said).toBe(s)
    expect(new ReasonedError('plain', 'internal').said).toBeUndefined()
  })

  it('say one problem as it is and several as a list, all as invalid_input', () => {
    const one = new InputError(['Input "mode" is bad.'])
    expect(one.message).toBe('Input "mode" is bad.')
    expect(one.reason).toBe('invalid_input')
    const two = new InputError(['Input "a" is bad.', 'Input "b" is bad.'])
    expect(two.message).toBe('Invalid inputs:\n- Input "a" is bad.\n- Input "b" is bad.')
    expect(two.problems).toEqual(['Input "a" is bad.', 'Input "b" is bad.'])
    expect(two).toBeInstanceOf(ReasonedError)
  })
})

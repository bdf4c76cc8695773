/**
 * The action's markers (src/render/marker.ts): a review body starts with one, and only the start of
 * a body counts.
 */
import { describe, expect, it } from '@jest/globals'
import { reviewBody } from '../../src/render/findings.js'
import { isActionReview, reviewMarker } from '../../src/render/marker.js'
import { outcome, placed } from '../support/findings.js'

const KEY = '0123456789abcdef0123'

describe('the summary section and the annotations', () => {
  it("starts every review body with the action's marker, which only the start of a body counts as", () => {
    const body = reviewBody({ keyHash: KEY, outcome: outcome([placed()]), finalMessage: '' })
    expect(body.startsWith(reviewMarker(KEY, 'review'))).toBe(true)
    expect(isActionReview(body)).toBe(true)
    expect(isActionReview(reviewMarker(KEY, 'probe'))).toBe(true)
    expect(isActionReview(`My draft\n${reviewMarker(KEY, 'review')}`)).toBe(false)
    expect(isActionReview('')).toBe(false)
    expect(isActionReview(null)).toBe(false)
  })
})

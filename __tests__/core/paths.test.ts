/**
 * workspacePath (src/core/paths.ts): paths as a reviewer reads them, relative to the workspace
 * when inside it, POSIX or Windows form on any host.
 */
import { describe, expect, it } from '@jest/globals'
import { workspacePath } from '../../src/core/paths.js'

describe('workspacePath', () => {
  it('makes a path inside the workspace relative, and the workspace itself "."', () => {
    expect(workspacePath('/ws/src/a.ts', '/ws')).toBe('src/a.ts')
    expect(workspacePath('/ws', '/ws')).toBe('.')
  })

  it('keeps a path outside the workspace absolute, even a sibling sharing its prefix', () => {
    expect(workspacePath('/etc/passwd', '/ws')).toBe('/etc/passwd')
    expect(workspacePath('/ws2/a.ts', '/ws')).toBe('/ws2/a.ts')
  })

  it('normalizes a relative path and drops its leading ./', () => {
    expect(workspacePath('./src/../lib/a.ts', '/ws')).toBe('lib/a.ts')
    expect(workspacePath('./a.ts', undefined)).toBe('a.ts')
  })

  it('reads Windows paths on any host and answers with forward slashes', () => {
    expect(workspacePath('D:\\repo\\src\\a.ts', 'D:\\repo')).toBe('src/a.ts')
    expect(workspacePath('.\\src\\a.ts', 'D:\\repo')).toBe('src/a.ts')
    expect(workspacePath('E:\\other\\a.ts', 'D:\\repo')).toBe('E:/other/a.ts')
  })

  it('leaves the empty path empty and an absolute path as is without a workspace', () => {
    expect(workspacePath('', '/ws')).toBe('')
    expect(workspacePath('/x/y', undefined)).toBe('/x/y')
  })
})

import { availableParallelism } from 'node:os'

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // tsconfig.json's isolatedModules makes ts-jest transpile each file on its own, without type
  // checking (`npm run typecheck` checks the types); with the cache below a warm run transforms
  // nothing. Loading all 212 test files, their tests skipped, costs about 57 s of CPU on a cold
  // cache: the suite's time is in the processes its tests start, not in jest.
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
  clearMocks: true,
  cacheDirectory: '<rootDir>/.jest-cache',
  testTimeout: 60000,
  // One and a half workers a core: most suites wait on child processes (the action, git, the fake
  // CLI). On this 2-core machine jest took 253 s with 2 workers and 210 s with 3 (its default, one
  // fewer than the cores, left one core idle), every test passing in both.
  maxWorkers: Math.max(1, Math.floor((availableParallelism() * 3) / 2))
}

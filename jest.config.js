export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
  clearMocks: true,
  cacheDirectory: '<rootDir>/.jest-cache',
  testTimeout: 60000,
  // Every core: most suites wait on child processes (the action, git, the fake CLI), so jest's
  // default of one worker fewer than the cores left one of this machine's two idle.
  maxWorkers: '100%'
}

/** Unit tests of each stage, the CLI's stdout contract, and one OCR test on a small image. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }] },
  // The CLI tests run the compiled commands: compile once, before any test file starts.
  globalSetup: '<rootDir>/tests/helpers/build.js',
  testTimeout: 60000,
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/dist/'],
};

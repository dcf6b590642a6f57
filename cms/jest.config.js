/** Unit tests (pure domain rules) and integration tests (a real Strapi on a real database, over HTTP). */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/unit'],
      transform: { '^.+\\.ts$': tsJest },
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/integration'],
      globalSetup: '<rootDir>/tests/helpers/compile.ts',
      transform: { '^.+\\.ts$': tsJest },
    },
  ],
  // Booting Strapi takes seconds; a whole integration file shares one instance.
  testTimeout: 120000,
  // Strapi keeps handles (pools, timers) that outlive destroy() for a moment.
  forceExit: true,
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/dist/', '<rootDir>/\\.tmp/'],
};

import type { StorybookConfig } from '@storybook/react-vite';

// Workspace packages resolve to their TypeScript sources through this export condition,
// as in tsconfig and vitest; Vite's own defaults follow because setting conditions replaces them.
const CONDITIONS = ['drawkit-source', 'module', 'browser', 'development|production'];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../widgets/src/**/*.stories.tsx'],
  // MSW's worker script (mockServiceWorker.js), served at the root as the worker must be.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { resolve: { conditions: CONDITIONS } });
  },
};

export default config;

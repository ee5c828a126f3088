import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import * as ReactRouterDom from 'react-router-dom';
import { providedSingletons, SHELL_SINGLETONS } from './provided-singletons';

// As webpack.common.js declares them: prefix keys ('react/') cover every subpath.
const declared = JSON.stringify({
  react: { version: '19.3.1', requiredVersion: '^19.2.0' },
  'react/': { version: '19.3.1', requiredVersion: '^19.2.0' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.2.0' },
  'react-dom/': { version: '19.3.1', requiredVersion: '^19.2.0' },
  'react-router-dom': { version: '7.18.5', requiredVersion: '^7.9.0' },
  'react-router': { version: '7.18.5', requiredVersion: '^7.9.0' },
  zustand: { version: '5.1.0', requiredVersion: '^5.0.8' },
  'styled-components': { version: '6.6.0', requiredVersion: '^6.1.19' },
  '@bizcard/shared': { version: '1.1.0', requiredVersion: '^1.1.0' },
  '@bizcard/shared/': { version: '1.1.0', requiredVersion: '^1.1.0' },
});

describe('providedSingletons', () => {
  it('offers the remotes the very modules the shell renders with, already loaded', () => {
    const shared = providedSingletons(declared);
    expect(shared.react).toMatchObject({
      version: '19.3.1',
      shareConfig: { singleton: true, requiredVersion: '^19.2.0' },
    });
    const lib = (key: string) => (shared[key] as { lib: () => Record<string, unknown> }).lib();
    expect(lib('react').useState).toBe(React.useState);
    expect(lib('react-router-dom').useNavigate).toBe(ReactRouterDom.useNavigate);
  });

  it('takes a subpath version from the prefix that shares it', () => {
    const shared = providedSingletons(declared);
    expect(shared['react/jsx-runtime']).toMatchObject({ version: '19.3.1' });
    expect(shared['@bizcard/shared/stores']).toMatchObject({
      version: '1.1.0',
      shareConfig: { requiredVersion: '^1.1.0' },
    });
  });

  it('refuses a module that the build does not declare as a singleton', () => {
    const withoutZustand = JSON.parse(declared);
    delete withoutZustand.zustand;
    expect(() => providedSingletons(JSON.stringify(withoutZustand))).toThrow(
      'zustand is not a shared singleton in webpack.common.js',
    );
  });

  // A shared subpath the shell loads but does not provide would reach a remote as a second copy.
  it('provides every @bizcard/shared subpath the shell imports', () => {
    const sources = readdirSync(path.join(__dirname, '..'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|testing[\\/]/.test(file))
      .map((file) => readFileSync(path.join(__dirname, '..', file), 'utf8'));
    const imported = sources.flatMap((source) =>
      [...source.matchAll(/^import (?!type )[^;]*? from '(@bizcard\/shared\/[\w/]+)';$/gms)].map(
        (match) => match[1],
      ),
    );
    expect(imported).toContain('@bizcard/shared/stores');
    for (const subpath of new Set(imported)) {
      expect(Object.keys(SHELL_SINGLETONS)).toContain(subpath);
    }
  });
});

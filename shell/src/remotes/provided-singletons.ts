import * as SharedApi from '@bizcard/shared/api';
import * as SharedAuth from '@bizcard/shared/auth';
import * as SharedContracts from '@bizcard/shared/contracts';
import * as SharedModel from '@bizcard/shared/model';
import * as SharedRoles from '@bizcard/shared/roles';
import * as SharedSchemas from '@bizcard/shared/schemas';
import * as SharedStores from '@bizcard/shared/stores';
import * as SharedUi from '@bizcard/shared/ui';
import type { init } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as StyledComponents from 'styled-components';
import * as Zustand from 'zustand';

/**
 * What the shell provides to the remotes, each the very module the shell itself uses: a remote
 * that finds one of them loaded uses it instead of its own copy (the 'loaded-first' strategy),
 * so the page holds one React, one router, one session store. Imported here, in the chunk of
 * the federation runtime, the model and the schemas (with zod) load with the first remote page
 * that needs them anyway, not with the sign-in pages.
 */
export const SHELL_SINGLETONS: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  'styled-components': StyledComponents,
  zustand: Zustand,
  '@bizcard/shared/api': SharedApi,
  '@bizcard/shared/auth': SharedAuth,
  '@bizcard/shared/contracts': SharedContracts,
  '@bizcard/shared/model': SharedModel,
  '@bizcard/shared/roles': SharedRoles,
  '@bizcard/shared/schemas': SharedSchemas,
  '@bizcard/shared/stores': SharedStores,
  '@bizcard/shared/ui': SharedUi,
};

/** A singleton's version and accepted range, as webpack.common.js declares them. */
interface DeclaredSingleton {
  version: string;
  requiredVersion: string;
}

/** The declaration for `request`: its own key, or the prefix key ('react/') that covers it. */
function declarationOf(
  declared: Record<string, DeclaredSingleton>,
  request: string,
): DeclaredSingleton {
  const prefix = Object.keys(declared)
    .filter((key) => key.endsWith('/') && request.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  const declaration = declared[request] ?? (prefix ? declared[prefix] : undefined);
  if (!declaration) throw new Error(`${request} is not a shared singleton in webpack.common.js`);
  return declaration;
}

/** The `shared` option of the federation runtime's init: every shell singleton, loaded. */
export function providedSingletons(
  declaredJson: string | undefined,
): NonNullable<Parameters<typeof init>[0]['shared']> {
  if (!declaredJson) throw new Error('The build declared no shared singletons');
  const declared = JSON.parse(declaredJson) as Record<string, DeclaredSingleton>;
  return Object.fromEntries(
    Object.entries(SHELL_SINGLETONS).map(([request, module]) => {
      const { version, requiredVersion } = declarationOf(declared, request);
      const shareConfig = { singleton: true, requiredVersion, eager: false };
      return [request, { version, shareConfig, lib: () => module }];
    }),
  );
}

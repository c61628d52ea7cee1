/**
 * `routeTo` builds a {@link RouteRef} through the contract's `buildPath`, so every menu target is
 * a page of the route table with type-checked parameters.
 */
import { buildPath, type RouteId } from '@exchange/contract';
import type { RouteRef } from './types.ts';

type BuildArgs<Id extends RouteId> = Parameters<typeof buildPath<Id>> extends [unknown, ...infer Rest] ? Rest : never;

export function routeTo<Id extends RouteId>(routeId: Id, ...args: BuildArgs<Id>): RouteRef {
  const build = buildPath as (id: RouteId, ...rest: unknown[]) => string;
  return { routeId, path: build(routeId, ...args) };
}

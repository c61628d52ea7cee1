/** The header's API client: typed calls over the contract, and the contract-symbol cache. */
export {
  ApiError,
  DEFAULT_TIMEOUT_MS,
  NO_INSTANCE_MESSAGE,
  createApiInstance,
  createServerInstance,
  localeCodeHeaders,
  optional,
  preloadActionCalls,
  request,
} from './client.ts';
export type { ApiErrorKind, ApiInstance, ApiResponse, ApiInstanceOptions, RequestOptions } from './client.ts';
export { findFirstDeliverySymbol, getContractSymbols, symbolsCacheKey } from './symbols.ts';
export type { StorageLike } from './symbols.ts';

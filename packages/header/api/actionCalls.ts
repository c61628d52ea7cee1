/**
 * The calls a user's action makes (the contract's ACTION_CALLS, with their answers' schemas):
 * `request` loads this module with the first such call, and the symbol lookup, itself loaded on
 * a click, reads the schema of its cache here, so a page carries neither.
 */
export { ACTION_CALLS, ContractSymbolGroup } from '@exchange/contract';

export { HEADER_DATA_BUDGET_MS, loadHeaderData, type HeaderContent, type HeaderData, type SignedInData } from './load.ts';
export { headerNavContext, type LookupAnswers } from './context.ts';

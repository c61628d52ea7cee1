export { loadHeaderData, type HeaderData, type SignedInData } from './load.ts';
export { headerNavContext, type LookupAnswers } from './context.ts';
